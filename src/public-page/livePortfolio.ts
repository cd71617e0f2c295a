import { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { convexUrl } from "../lib/convexUrl";
import { enhanceSectionTabs } from "./sectionTabs";

/** What the server render tells this script (data attributes on the page's <main>). */
export type LiveTarget = {
  /** The public query that says which version is online (convex/pageVersion.ts), and its args: the page's key, proof and language. */
  query: string;
  args: Record<string, string>;
  /** publishedAt of the rendered version: a different one means the owner republished. */
  publishedAt: string;
};

/** pageVersion:get's answer: "published" with the version and the contact form's switch, or why the page is not online. */
type PublicResult = { status: string; publishedAt?: string | null; contactForm?: boolean };

/**
 * Keeps an open published portfolio current without React: subscribes to the page's version
 * (a few bytes, not the portfolio) and, when the owner republishes (or takes it down), fetches the page's new
 * server HTML and swaps the portfolio in place (scroll position and tab kept); likewise when the
 * owner turns the contact form on or off.
 */
export function watchPortfolio(main: HTMLElement, target: LiveTarget, client = new ConvexClient(convexUrl())) {
  let shown = target.publishedAt;
  let contactShown = main.dataset.contactForm === "on";
  let refreshing = false;
  let latest: PublicResult | null = null;
  let retries = 0;
  const behind = () =>
    latest !== null && latest.status === "published" && ((latest.publishedAt ?? "") !== shown || (latest.contactForm ?? false) !== contactShown);
  const refresh = async () => {
    if (refreshing) return;
    refreshing = true;
    try {
      const response = await fetch(window.location.href, { headers: { Accept: "text/html" }, cache: "no-store" });
      // Gone, moved or unpublished: show what the server now says about this address.
      if (!response.ok || response.redirected) return window.location.reload();
      const next = new DOMParser().parseFromString(await response.text(), "text/html");
      const nextMain = next.querySelector<HTMLElement>("main[data-live-query]");
      if (!nextMain) return window.location.reload();
      shown = nextMain.dataset.publishedAt ?? shown;
      contactShown = nextMain.dataset.contactForm === "on";
      main.dataset.contactForm = nextMain.dataset.contactForm;
      adoptStyles(next);
      main.replaceChildren(...Array.from(nextMain.childNodes).map((node) => document.importNode(node, true)));
      main.dataset.publishedAt = shown;
      document.title = next.title;
      enhanceSectionTabs(main);
    } catch {
      // Offline for a moment: the next update tries again.
    } finally {
      refreshing = false;
      // The web server serves pages from memory until its own subscription hears of the change,
      // which can come a moment after this one: ask again shortly until the page is the new one.
      if (behind() && retries < 10) {
        retries++;
        setTimeout(() => void refresh(), 200);
      } else retries = 0;
    }
  };
  return client.onUpdate(makeFunctionReference<"query">(target.query), target.args, (result: PublicResult) => {
    latest = result;
    // Republished, taken down, or the contact form turned on or off: the page as the server now renders it.
    if (result.status !== "published" || (result.publishedAt ?? "") !== shown || (result.contactForm ?? false) !== contactShown) void refresh();
  });
}

/**
 * The new render's stylesheets that this page lacks (another template, the contact form turned
 * on): the page's CSS is inline in <head> (HeadStyle), one element per stylesheet, keyed by data-href.
 */
function adoptStyles(next: Document) {
  const have = new Set(Array.from(document.head.querySelectorAll<HTMLStyleElement>("style[data-href]"), (style) => style.dataset.href));
  for (const style of next.head.querySelectorAll<HTMLStyleElement>("style[data-href]")) {
    if (!have.has(style.dataset.href)) document.head.append(document.importNode(style, true));
  }
}

/** Reads the target from the page's <main data-live-query data-live-args data-published-at>. */
export function liveTargetOf(main: HTMLElement): LiveTarget | null {
  const { liveQuery, liveArgs, publishedAt } = main.dataset;
  if (!liveQuery || !liveArgs) return null;
  try {
    return { query: liveQuery, args: JSON.parse(liveArgs) as Record<string, string>, publishedAt: publishedAt ?? "" };
  } catch {
    return null;
  }
}
