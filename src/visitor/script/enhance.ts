/**
 * The only script a visitor page without React loads (/home, /about, /pricing…; TopNav's static
 * variant and the pages' static markup): colour scheme, navigation, the page's own controls, and
 * the app's code preloaded when the person heads into it or the browser is idle. Built as its own entry
 * (scripts/lib/publicPageScript.ts).
 */
import { enhanceColorScheme } from "./colorScheme";
import { enhanceContactForm } from "./contact";
import { enhanceNavigation } from "./navigation";
import { preloadApp } from "./preloadApp";
import { enhancePricing } from "./pricing";
import { hasSession } from "./session";

enhanceColorScheme();
enhanceNavigation();
enhancePricing();
// A member's plan on /pricing: loaded only for them, so a visitor's script stays small.
if (hasSession() && document.querySelector("[data-plan-card]")) void import("./pricingMember").then(({ markYourPlan }) => markYourPlan());
enhanceContactForm();
preloadApp();
