import { ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import { convexUrl } from "../lib/convexUrl";
import { APP_BASENAME } from "../lib/publicLink";
import { authStorageKey } from "./session";

/**
 * The spec's Logout on a page without React, as the app's useLogout does it: end the session on
 * the server (errors ignored, as @convex-dev/auth does: usually already signed out), forget the
 * tokens, then go to /login. Loaded only when someone presses Logout.
 */
export async function logout(): Promise<void> {
  const jwtKey = authStorageKey("__convexAuthJWT");
  const token = localStorage.getItem(jwtKey);
  if (token) {
    const client = new ConvexHttpClient(convexUrl());
    client.setAuth(token);
    try {
      await client.action(api.auth.signOut, {});
    } catch {
      // Already signed out or expired: nothing left to end.
    }
  }
  localStorage.removeItem(jwtKey);
  localStorage.removeItem(authStorageKey("__convexAuthRefreshToken"));
  window.location.replace(`${APP_BASENAME}/login`);
}
