import type { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { PRESENCE_HEARTBEAT_MS, PRESENCE_TOKEN } from "../../convex/model/audience";
import { sayGoodbye } from "../lib/presenceGoodbye";

const TOKEN_KEY = "pb-presence-token";

/**
 * "Viewing now": while the page is visible, a heartbeat every 15 s with a random token that lives
 * only in this tab (sessionStorage: kept across reloads of the tab, never shared with another, so
 * a reload is not a new viewer); on `pagehide` the tab says goodbye over HTTP with the session
 * token its last beat got, which still goes out while the page unloads, so the count matches the
 * open tabs within seconds. (The presence component's React hook would bring React to a page
 * that has none: these two calls are all it needs.)
 */
export function beatWhileVisible(client: ConvexClient, key: Record<string, string>, deploymentUrl: string) {
  const token = tabToken();
  const heartbeat = makeFunctionReference<"mutation">("audience:heartbeat");
  let timer: ReturnType<typeof setInterval> | undefined;
  let sessionToken: string | null = null;
  const beat = () =>
    void client
      .mutation(heartbeat, { key, token })
      .then((result: { sessionToken: string } | null) => {
        if (result) sessionToken = result.sessionToken;
      })
      .catch(() => undefined);
  const update = () => {
    clearInterval(timer);
    timer = undefined;
    if (document.visibilityState !== "visible") return;
    beat();
    timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
  };
  document.addEventListener("visibilitychange", update);
  // Back from the back/forward cache: the tab counts again.
  addEventListener("pageshow", (event) => event.persisted && update());
  addEventListener("pagehide", () => {
    clearInterval(timer);
    timer = undefined;
    if (sessionToken) sayGoodbye(deploymentUrl, sessionToken);
  });
  update();
  // After a reload the old page's goodbye may land after this page's first beat: beat once more.
  setTimeout(() => document.visibilityState === "visible" && beat(), 3_000);
}

/** This tab's token: the one it had before a reload, else a new random one. */
export function tabToken(): string {
  try {
    const kept = sessionStorage.getItem(TOKEN_KEY);
    if (kept && PRESENCE_TOKEN.test(kept)) return kept;
  } catch {
    // Storage blocked: a token for this page view only.
  }
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // As above.
  }
  return token;
}
