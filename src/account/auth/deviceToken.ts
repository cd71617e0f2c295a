/**
 * A random token this browser keeps. After a successful sign-in the server remembers it for the
 * account (account:rememberDevice), and later sign-ins that present it get a throttle bucket of
 * their own, so a stranger's failed guesses never slow the owner down on their own browser.
 */
const KEY = "portfolio-builder-device";

export function deviceToken(): string | undefined {
  try {
    let token = localStorage.getItem(KEY);
    if (token === null || !/^[A-Za-z0-9_-]{22,128}$/.test(token)) {
      const bytes = crypto.getRandomValues(new Uint8Array(24));
      token = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
      localStorage.setItem(KEY, token);
    }
    return token;
  } catch {
    // Storage can be unavailable (private modes, blocked cookies): sign-in works without it.
    return undefined;
  }
}
