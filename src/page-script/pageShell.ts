import { enhanceColorScheme } from "./colorScheme";
import { enhanceNavigation } from "./navigation";
import { preloadApp } from "./preloadApp";

/**
 * What every page without React does around its own controls (TopNav's static variant): the
 * colour scheme switch, the navigation with Logout, and the app's code preloaded when the person
 * heads into it or the browser is idle.
 */
export function enhancePageShell(): void {
  enhanceColorScheme();
  enhanceNavigation();
  preloadApp();
}
