/**
 * The only script a published portfolio loads (no React): tabs driven by the address's hash, and
 * live updates when the owner republishes. Built as its own entry (scripts/lib/publicPageScript.ts).
 */
import { liveTargetOf, watchPortfolio } from "./livePortfolio";
import { enhanceSectionTabs } from "./sectionTabs";

const main = document.querySelector<HTMLElement>("main[data-live-query]");
if (main) {
  enhanceSectionTabs(main);
  const target = liveTargetOf(main);
  if (target) watchPortfolio(main, target);
}
