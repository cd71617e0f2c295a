/**
 * The only script a visitor page without React loads (/home, /about, /pricing…; TopNav's static
 * variant and the pages' static markup): colour scheme, navigation, the page's own controls, and
 * the app's code preloaded when the person heads into it or the browser is idle. Built as its own entry
 * (scripts/lib/publicPageScript.ts).
 */
import { enhanceColorScheme } from "./colorScheme";
import { readConfig } from "./config";
import { enhanceContactForm } from "./contact";
import { enhanceNavigation } from "./navigation";
import { preloadApp } from "./preloadApp";
import { enhancePricing } from "./pricing";
import { hasSession } from "./session";

enhanceColorScheme();
enhanceNavigation();
enhancePricing();
// A member's plan on /pricing: a script of its own, loaded by URL only for them (an import the
// bundler sees would add its preload helper to every visitor's script).
if (hasSession() && document.querySelector("[data-plan-card]")) void import(/* @vite-ignore */ readConfig().pricingMemberScript);
enhanceContactForm();
preloadApp();
