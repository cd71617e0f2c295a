import { enhanceColorScheme } from "./colorScheme";
import { enhanceNavigation } from "./navigation";
import { preloadApp } from "./preloadApp";

/*
 * What every page without React does around its own controls (TopNav's static variant), run by
 * importing this module first in the page's entry script: the colour scheme switch, the
 * navigation with Logout, and the app's code preloaded when the person heads into it or the
 * browser is idle. (Calls at the top level, not a function: the visitor script has no byte to spare.)
 */
enhanceColorScheme();
enhanceNavigation();
preloadApp();
