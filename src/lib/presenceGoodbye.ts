/**
 * `presence:leave` through the deployment's HTTP API, for a page that is going away: a beacon when
 * the deployment is this page's origin (a beacon cannot ask a CORS preflight), else a keepalive
 * fetch, which outlives the page too. The session token (from the heartbeat) is the only secret
 * it needs, so no sign-in travels with it. Used by the published page's script and the builder.
 */
export function sayGoodbye(deploymentUrl: string, sessionToken: string) {
  const url = new URL("/api/mutation", deploymentUrl);
  const body = JSON.stringify({ path: "presence:leave", args: { sessionToken }, format: "json" });
  if (url.origin === location.origin && navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) return;
  void fetch(url, { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => undefined);
}
