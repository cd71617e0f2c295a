/**
 * The only script /templates loads on a first visit: the page's shell (src/page-script: colour
 * scheme, navigation, preloading the app), the search (./search), and for a member the plan's
 * locks and "Use this template" (./member, loaded only when this browser holds a session). Built
 * as its own entry (scripts/lib/publicPageScript.ts).
 */
import "../../page-script/pageShell";
import { hasSession } from "../../page-script/session";
import { enhanceTemplateSearch } from "./search";

enhanceTemplateSearch();
if (hasSession()) void import("./member").then(({ enhanceMemberGallery }) => enhanceMemberGallery());
