/**
 * Password-protected published pages: the rules the dashboard and the server share (the
 * password's and the chosen name's limits, the unlock form's fields and its texts).
 */

/** A page password: short enough to type on a phone, long enough not to be guessed at the throttle's pace. */
export const PAGE_PASSWORD_MIN_LENGTH = 6;
export const PAGE_PASSWORD_MAX_LENGTH = 128;
/** The name the locked page shows (its title and link preview): nothing else of the portfolio is shown. */
export const LOCK_NAME_MAX_LENGTH = 80;

export const PAGE_PASSWORD_PLAN_MESSAGE = "Password-protected pages come with the Pro plan.";

/** Why `password` cannot protect a page, or null when it can. */
export function pagePasswordError(password: string): string | null {
  if (password.length < PAGE_PASSWORD_MIN_LENGTH) return `Use at least ${PAGE_PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PAGE_PASSWORD_MAX_LENGTH) return `Use at most ${PAGE_PASSWORD_MAX_LENGTH} characters.`;
  if (password.trim() === "") return "The password cannot be only spaces.";
  return null;
}

/** The shown name, trimmed, on one line. */
export function cleanLockName(name: string): string {
  return name.replace(/\s+/g, " ").trim();
}

/** Why `name` cannot be the locked page's name, or null. */
export function lockNameError(name: string): string | null {
  const clean = cleanLockName(name);
  if (clean === "") return "Enter the name visitors see on the locked page.";
  if (clean.length > LOCK_NAME_MAX_LENGTH) return `Use at most ${LOCK_NAME_MAX_LENGTH} characters.`;
  return null;
}

/** The unlock form's fields (posted to the page's own address, with or without JavaScript). */
export const UNLOCK_FIELDS = { intent: "intent", password: "password" } as const;
export const UNLOCK_INTENT = "unlock";

/** What the web server's unlock call answers (convex/pagePasswords.ts `unlock`). */
export type UnlockOutcome =
  | { status: "unlocked"; token: string; maxAgeSeconds: number }
  | { status: "wrong-password"; message: string }
  | { status: "rate-limited"; message: string }
  | { status: "not-protected" }
  | { status: "not-found" };

export const WRONG_PAGE_PASSWORD_MESSAGE = "That password is not right. Please try again.";
