/**
 * The only script a visitor page without React loads (/home, /about, /pricing, /contact; the
 * sign-in pages load it beside their own): the page's shell (src/page-script), /pricing's switch
 * and /contact's form. Built as its own entry (scripts/lib/publicPageScript.ts).
 */
import { readConfig } from "../../page-script/config";
import "../../page-script/pageShell";
import { hasSession } from "../../page-script/session";
import { enhanceContactForm } from "./contact";
import { enhancePricing } from "./pricing";

enhancePricing();
// A member's plan on /pricing: a script of its own, loaded by URL only for them (an import the
// bundler sees would add its preload helper to every visitor's script).
if (hasSession() && document.querySelector("[data-plan-card]")) void import(/* @vite-ignore */ readConfig().pricingMemberScript);
enhanceContactForm();
