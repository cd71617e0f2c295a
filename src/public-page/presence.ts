import type { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { PRESENCE_HEARTBEAT_MS, PRESENCE_TOKEN } from "../../convex/model/audience";

const TOKEN_KEY = "pb-presence-token";

/**
 * "Viewing now": while the page is visible, a heartbeat every 15 s with a random token that lives
 * only in this tab (sessionStorage: kept across reloads of the tab, never shared with another, so
 * a reload is not a new viewer); on `pagehide` the tab says goodbye over HTTP, which still goes
 * out while the page unloads, so the count matches the open tabs within seconds.
 */
export function beatWhileVisible(client: ConvexClient, key: Record<string, string>, deploymentUrl: string) {
  const token = tabToken();
  const heartbeat = makeFunctionReference<"mutation">("audience:heartbeat");
  let timer: ReturnType<typeof setInterval> | undefined;
  const beat = () => void client.mutation(heartbeat, { key, token }).catch(() => undefined);
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
    sayGoodbye(deploymentUrl, token);
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

/**
 * `audience:leave` through the deployment's HTTP API: a beacon when the deployment is this page's
 * origin (a beacon cannot ask a CORS preflight), else a keepalive fetch, which outlives the page too.
 */
export function sayGoodbye(deploymentUrl: string, token: string) {
  const url = new URL("/api/mutation", deploymentUrl);
  const body = JSON.stringify({ path: "audience:leave", args: { token }, format: "json" });
  if (url.origin === location.origin && navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) return;
  void fetch(url, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => undefined);
}
