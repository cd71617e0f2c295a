import { LIMITS, PASSWORD_MIN_LENGTH } from "./limits";

/** Small field rules used by every form, on the client and on the server. */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= LIMITS.email && EMAIL_RE.test(email);
}

const PHONE_MIN_DIGITS = 5;

/** What is wrong with a phone number (digits plus `+ - ( )` and spaces, at least 5 digits), in the person's terms ("12" is digits, just too few), or null. */
export function phoneError(value: string): string | null {
  if (!/^[\d+\-() ]+$/.test(value.trim())) return "Use digits and + - ( ) only.";
  if ((value.match(/\d/g)?.length ?? 0) < PHONE_MIN_DIGITS) return `Too short: a phone number has at least ${PHONE_MIN_DIGITS} digits.`;
  return null;
}

/** A real calendar date (YYYY-MM-DD) strictly before `today`. */
export function isPastDate(value: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() < Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

export function emailError(value: string): string | null {
  if (value.trim() === "") return "Email is required.";
  return isEmail(value) ? null : "Enter a valid email address.";
}

export function passwordError(value: string, { signUp }: { signUp: boolean }): string | null {
  if (value === "") return "Password is required.";
  if (signUp && value.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  return null;
}

/** Required text with a maximum length. */
export function requiredError(value: string, label: string, max: number): string | null {
  if (value.trim() === "") return `${label} is required.`;
  return value.length > max ? `${label} must be at most ${max} characters.` : null;
}

/** Collects the non-null messages of a field → message map. */
export function collectErrors(checks: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(checks).filter((entry): entry is [string, string] => entry[1] !== null));
}
