import { LIMITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits";
import { normalizeEmail } from "./validation";

/**
 * Password rules, the same on the client (fast feedback) and the server (the truth). The length
 * cap also bounds the server's hashing work per attempt.
 */
export function passwordRuleError(password: string, email = ""): string | null {
  if (password === "") return "Password is required.";
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password.trim() === "") return "Password cannot be only spaces.";
  const address = normalizeEmail(email);
  if (address !== "" && address.length <= LIMITS.email && normalizeEmail(password) === address) {
    return "Password cannot be your email address.";
  }
  return null;
}

/** A new password must differ from the one it replaces (the account page checks it before the server does). */
export const SAME_PASSWORD_MESSAGE = "Choose a password different from the current one.";

export const COMMON_PASSWORD_MESSAGE = "This password is too common. Choose one that is harder to guess.";

/**
 * Every rule, including the common-password list. The list (zxcvbn-ts' dictionaries, about a
 * megabyte) is loaded on first use only, so pages and functions that never check a new
 * password never load it.
 */
export async function newPasswordError(password: string, email = ""): Promise<string | null> {
  const ruleError = passwordRuleError(password, email);
  if (ruleError !== null) return ruleError;
  const { isCommonPassword } = await import("./passwordStrength");
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null;
}
