import { appError } from "../model/errors";

/**
 * The WebAuthn relying party, from the configured SITE_URL (never a request's Host header): its
 * host is the RP id and its origin the only origin accepted. An IP address cannot be an RP id, so
 * a loopback SITE_URL (the local backend's http://127.0.0.1:<port>) means http://localhost:<port>,
 * which browsers treat as the same machine and a secure context.
 */
export function relyingParty(): { rpID: string; rpName: string; origin: string } {
  let url: URL;
  try {
    // eslint-disable-next-line @convex-dev/no-process-env -- the app's public URL (a deployment setting)
    url = new URL(process.env.SITE_URL ?? "");
  } catch {
    throw appError("auth/passkey-failed", "Passkeys are not set up on this server (SITE_URL is missing).");
  }
  if (url.hostname === "127.0.0.1" || url.hostname === "[::1]") url.hostname = "localhost";
  return { rpID: url.hostname, rpName: "Portfolio Builder", origin: url.origin };
}
