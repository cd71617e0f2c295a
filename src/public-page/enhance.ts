/**
 * The only script a published portfolio loads (no React): tabs driven by the address's hash, live
 * updates when the owner republishes, "viewing now" heartbeats, the contact form sent in place and
 * the main page's offer of the visitor's language.
 * Built as its own entry (scripts/lib/publicPageScript.ts).
 */
import { ConvexClient } from "convex/browser";
import { convexUrl } from "../lib/convexUrl";
import { enhanceContactForm } from "./contactForm";
import { liveTargetOf, watchPortfolio } from "./livePortfolio";
import { beatWhileVisible } from "./presence";
import { enhanceSectionTabs } from "./sectionTabs";
import { offerLanguage } from "./languageOffer";

const main = document.querySelector<HTMLElement>("main[data-live-query]");
if (main) {
  enhanceSectionTabs(main);
  const target = liveTargetOf(main);
  if (target) {
    // On a custom domain the server names the deployment; the page's own origin does not serve it.
    const deploymentUrl = main.dataset.convexUrl || convexUrl();
    const client = new ConvexClient(deploymentUrl);
    watchPortfolio(main, target, client);
    // The page's key only: a protected page's unlock token and its language are for its live query, not the heartbeat.
    const { unlock: _unlock, lang: _lang, ...key } = target.args;
    beatWhileVisible(client, key, deploymentUrl);
  }
}
enhanceContactForm();
offerLanguage();
