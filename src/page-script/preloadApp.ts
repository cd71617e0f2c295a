import { readConfig } from "./config";

/** How long an idle callback may wait for a quiet moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000;
/**
 * How long after the load event before the idle prefetch: the page's own work and measurements are
 * over (Lighthouse's trace ends a second or two after load; prefetching within it cost 4–6 points of TBT).
 */
const AFTER_LOAD_MS = 4000;

/**
 * The app's code is not loaded on arrival. Once the page has loaded and the browser is idle, its
 * entry and first routes are prefetched: downloaded into the cache, no parsing, so nothing runs on
 * the main thread (modulepreload compiles too, long tasks Lighthouse counted). When the person shows
 * they are heading into the app (pointer over, focus on or touch of a link to another page of it),
 * they are module-preloaded, from that cache when the prefetch came first, so the next page starts
 * warm. Not while idle on Save-Data or a 2G connection: only on intent there. The list comes from
 * the server (./PageScript.tsx), once.
 */
export function preloadApp(): void {
  const { base, appModules } = readConfig();
  const done = new Set<string>();
  const add = (rel: "prefetch" | "modulepreload") => {
    if (done.has(rel)) return;
    done.add(rel);
    for (const href of appModules) {
      const link = document.createElement("link");
      link.rel = rel;
      link.href = href;
      document.head.append(link);
    }
  };
  const onIntent = (event: Event) => {
    if (done.has("modulepreload") || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>("a[href]");
    if (!link || link.origin !== location.origin || !link.pathname.startsWith(`${base}/`) || link.pathname === location.pathname) return;
    add("modulepreload");
  };
  for (const type of ["pointerover", "focusin", "touchstart"]) document.addEventListener(type, onIntent, { passive: true });
  if (!savesData()) afterLoadWhenIdle(() => add("prefetch"));
}

/** A while after the load event (the page's own paint and requests are done), at the browser's next idle moment. */
function afterLoadWhenIdle(run: () => void): void {
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 1);
  };
  const afterLoad = () => setTimeout(whenIdle, AFTER_LOAD_MS);
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

/** The person asked to save data, or the connection is too slow to spend on what may never be used. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? "");
}
