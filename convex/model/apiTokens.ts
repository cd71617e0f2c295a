import { v, type Infer } from "convex/values";

/**
 * Personal access tokens: what they may do (scopes), how long they live and how many an account
 * keeps. Shared by the account page and the server, which enforces the same rules.
 */
export const API_SCOPES = ["read", "write_draft", "publish", "messages"] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export const apiScopeValidator = v.union(...API_SCOPES.map((scope) => v.literal(scope)));

/** Lifetimes offered, in days: every token expires. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export const tokenExpiryValidator = v.union(...TOKEN_EXPIRY_DAYS.map((days) => v.literal(days)));
export type TokenExpiryDays = Infer<typeof tokenExpiryValidator>;

/** At most this many live (unexpired) tokens per account. */
export const MAX_TOKENS = 10;
export const TOKEN_NAME_MAX = 60;

/** Secrets read `pb_` + 43 URL-safe characters (256 random bits): recognisable in logs and secret scanners. */
export const TOKEN_PREFIX = "pb_";
export const TOKEN_SHAPE = /^pb_[A-Za-z0-9_-]{43}$/;

/** Name errors by field path, as the form shows them. */
export function tokenInputErrors(input: { name: string; scopes: readonly string[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = input.name.trim();
  if (name.length === 0) errors.name = "Give the token a name.";
  else if (name.length > TOKEN_NAME_MAX) errors.name = `At most ${TOKEN_NAME_MAX} characters.`;
  if (input.scopes.length === 0) errors.scopes = "Choose at least one permission.";
  return errors;
}
