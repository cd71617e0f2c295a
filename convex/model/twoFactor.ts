/**
 * Two-factor rules shared by the server (convex/twoFactor.ts, the sign-in's second step) and the
 * forms (account page, /login's second step).
 */

/** What authenticator apps expect by default (RFC 6238): SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one step either side of now are accepted: clocks of phones drift. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = "Portfolio Builder";

export const RECOVERY_CODE_COUNT = 10;
/** A password sign-in's second step must come within this time. */
export const TWO_FACTOR_TICKET_MINUTES = 10;

/** The kind of code typed: an app's 6 digits, a recovery code (xxxxx-xxxxx), or neither. */
export function codeKind(code: string): "totp" | "recovery" | null {
  const compact = normalizeCode(code);
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return "totp";
  if (/^[a-z0-9]{10}$/.test(compact)) return "recovery";
  return null;
}

/** Spaces and dashes are how people copy codes; case does not matter. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, "").toLowerCase();
}

/** The message under an empty or malformed code field. */
export function codeError(code: string): string | null {
  if (code.trim() === "") return "Enter the code from your authenticator app.";
  return codeKind(code) === null ? "Enter the 6-digit code from your app, or a recovery code." : null;
}

/** The server's words for the second step (the page's own words are in the account catalogue). */
export const TWO_FACTOR_TEXTS = {
  prompt: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  wrongCode: "That code is not right. Check your authenticator app's clock and try again, or use a recovery code.",
  expired: "This sign-in took too long. Log in again with your password.",
} as const;
