import type { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { PRESENCE_HEARTBEAT_MS } from "../../convex/model/audience";

/**
 * "Viewing now": while the page is visible, a heartbeat every 15 s with a random token that lives
 * only in this tab (nothing else about the visitor); the deployment forgets a tab that stops.
 */
export function beatWhileVisible(client: ConvexClient, key: Record<string, string>) {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const token = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_");
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
  update();
}
