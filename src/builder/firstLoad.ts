/**
 * The builder's first load, begun before the app's code arrives: a small module script of its own in
 * the document's head (root.tsx; built by scripts/lib/publicPageScript.ts) that signs in with the
 * stored token and asks for what the builder opens with: the draft, the account and the portfolio's
 * people, and for the live preview's template (named by the address). The socket opens while the
 * browser still fetches the app's modules, so the draft is here by the time the page renders, instead
 * of being asked for after hydration and a confirmed sign-in (one round trip after another), and the
 * template's code arrives beside the app's instead of after it. builder.route.tsx releases these
 * subscriptions once it holds its own.
 */
import { api } from "../../convex/_generated/api";
import { startSession } from "../lib/convexClient";
import { portfolioArgs, sharedPortfolioIdIn } from "../lib/portfolioParam";
import { preloadTemplate } from "../templates/registry";

preloadTemplate(/\/builder\/([^/?#]+)\/?$/.exec(window.location.pathname)?.[1] ?? "");

// The same queries, with the same arguments, as the page's (builder.route.tsx, useBuilderSession.ts).
const portfolioId = sharedPortfolioIdIn(new URLSearchParams(window.location.search));
startSession([
  [api.users.current, {}],
  [api.drafts.get, portfolioArgs(portfolioId)],
  portfolioId === undefined ? [api.members.list, {}] : [api.members.access, { portfolioId }],
]);
