import { ConvexError } from "convex/values";

/**
 * Codes for failures a user can act on. Families follow the spec (`auth/...`, `storage/...`)
 * plus the app's own. The client shows `message`; `code` lets it choose a reaction.
 */
export type ErrorCode =
  | "auth/unauthenticated"
  | "auth/invalid-credential"
  | "auth/email-already-in-use"
  | "auth/weak-password"
  | "auth/invalid-email"
  | "auth/too-many-requests"
  | "auth/invalid-code"
  | "auth/wrong-password"
  | "auth/no-password"
  | "auth/sign-in-again"
  | "auth/forbidden"
  | "auth/two-factor-required"
  | "auth/passkey-failed"
  | "account/rate-limited"
  | "email/unconfirmed"
  | "email/rate-limited"
  | "validation/invalid"
  | "portfolio/conflict"
  | "portfolio/not-found"
  | "portfolio/too-large"
  | "template/not-found"
  | "template/premium"
  | "slug/invalid"
  | "slug/reserved"
  | "slug/taken"
  | "contact/rate-limited"
  | "invite/rate-limited"
  | "message/not-found"
  | "domain/invalid"
  | "domain/reserved"
  | "domain/shared-hosting"
  | "domain/plan"
  | "domain/limit"
  | "domain/duplicate"
  | "domain/taken"
  | "domain/not-found"
  | "domain/rate-limited"
  | "domain/not-configured"
  | "billing/trial-used"
  | "billing/has-plan"
  | "billing/no-payments"
  | "billing/no-price"
  | "billing/no-customer"
  | "plan/required"
  | "api/token-limit"
  | "api/token-not-found"
  | "api/invalid-body"
  | "trash/not-found"
  | "trash/conflict"
  | "account/undo-invalid"
  | "storage/unauthorized"
  | "storage/object-not-found"
  | "storage/invalid-format"
  | "storage/invalid-argument"
  | "storage/server-file-wrong-size";

export type AppErrorData = {
  code: ErrorCode;
  message: string;
  /** Field path → message, for validation errors (paths match the client's form paths). */
  fields?: Record<string, string>;
  /** For a refused import: each problem found in the file, in words. */
  problems?: string[];
  /** For `portfolio/conflict`: the revision now stored. */
  revision?: number;
  updatedAt?: number;
  /** For `auth/two-factor-required`: the ticket the second step sends with its code. */
  ticket?: string;
};

export function appError(code: ErrorCode, message: string, extra: Omit<AppErrorData, "code" | "message"> = {}) {
  return new ConvexError<AppErrorData>({ code, message, ...extra });
}

/** Reads the app's error data from anything thrown by a Convex call, if it carries some. */
export function errorData(error: unknown): AppErrorData | null {
  if (error instanceof ConvexError && typeof error.data === "object" && error.data !== null) {
    const data = error.data as Partial<AppErrorData>;
    if (typeof data.code === "string" && typeof data.message === "string") return data as AppErrorData;
  }
  return null;
}

/** A readable message for any failure: the app's own message, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return errorData(error)?.message ?? fallback;
}
