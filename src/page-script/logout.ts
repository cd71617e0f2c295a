import { readConfig } from "./config";
import { accessToken, forgetSession } from "./session";

/**
 * The spec's Logout on a page without React, as the app's useLogout does it: end the session on
 * the server (auth:signOut through Convex's HTTP API; errors ignored, as @convex-dev/auth does:
 * usually already signed out), forget the tokens, then go to /login.
 */
export async function logout(): Promise<void> {
  const { base, convexUrl } = readConfig();
  const token = accessToken();
  if (token) {
    await fetch(`${convexUrl}/api/action`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify({ path: "auth:signOut", args: {}, format: "json" }),
    }).catch(() => undefined);
  }
  forgetSession();
  window.location.replace(`${base}/login`);
}
