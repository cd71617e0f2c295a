import { AUTH_HANDOFF_KEY, type AuthHandoff } from "../../lib/authHandoff";
import { JWT_PREFIX, NAMESPACE_DROPPED, REFRESH_PREFIX } from "../../lib/convexAuthStorage";
import type { Tokens } from "../../page-script/session";

/** The page's words for a browser without JavaScript, which the script hides first (see SignedInHandoff). */
export const WITHOUT_SCRIPT_ID = "auth-without-script";

/**
 * The inline script of the page the server answers a successful sign-in with (a form posted
 * before the page's own script ran): it stores the session where ConvexAuthProvider reads it, as
 * the page's script does (src/page-script/session.ts: localStorage, namespaced by the
 * Convex client's address: VITE_CONVEX_URL, else the page's origin, as src/lib/convexUrl.ts),
 * leaves the next page its toast (src/lib/authHandoff.ts), then replaces this page with `to`
 * (a full path, base included). The tokens travel in the page only, never in an address.
 * Storage refused (private mode): the app then asks the person to log in again.
 */
export function sessionHandoffScript(tokens: Tokens, to: string, handoff: AuthHandoff): string {
  const data = {
    convexUrl: import.meta.env.VITE_CONVEX_URL ?? "",
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    handoff: JSON.stringify(handoff),
    to,
  };
  // `<` escaped: nothing in the data can close the <script> element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `(function (d) {
  var withoutScript = document.getElementById(${JSON.stringify(WITHOUT_SCRIPT_ID)});
  if (withoutScript) withoutScript.hidden = true;
  try {
    var namespace = (d.convexUrl || location.origin).replace(${String(NAMESPACE_DROPPED)}, "");
    localStorage.setItem(${JSON.stringify(JWT_PREFIX)} + namespace, d.token);
    localStorage.setItem(${JSON.stringify(REFRESH_PREFIX)} + namespace, d.refreshToken);
    sessionStorage.setItem(${JSON.stringify(AUTH_HANDOFF_KEY)}, d.handoff);
  } catch (e) {}
  location.replace(d.to);
})(${json});`;
}
