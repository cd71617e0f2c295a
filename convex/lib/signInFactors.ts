import { Secret, TOTP } from "otpauth";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError, type ErrorCode } from "../model/errors";
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW, codeKind, normalizeCode } from "../model/twoFactor";
import { rateLimiter, tooManyAttemptsMessage } from "./rateLimits";
import { sha256Hex } from "./sha256";

/**
 * The checks behind passkeys and two-factor codes. A check that spends an allowance or a
 * single-use challenge must commit even when it refuses, so the internal mutations return an
 * Outcome and the calling action throws (a mutation that throws would roll the spending back).
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; message: string };

export const refuse = (code: ErrorCode, message: string): { ok: false; code: ErrorCode; message: string } => ({ ok: false, code, message });

/** In the action: the value, or the refusal as the app's ConvexError. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw appError(outcome.code, outcome.message);
  return outcome.value;
}

const totp = (secret: string, label = "") =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: "SHA1", digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** A new authenticator-app secret (160 bits, base32) and the otpauth:// address its QR code holds. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totp(secret, label).toString() };
}

/** The time step a code belongs to (within the window around now), or null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const generator = totp(secret);
  const delta = generator.validate({ token: normalizeCode(code), timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : generator.counter({ timestamp: now }) + delta;
}

/** The account's two-factor secret, whether pending or on. */
export function secretRow(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("twoFactorSecrets")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
}

export async function isTwoFactorOn(ctx: QueryCtx, userId: Id<"users">): Promise<boolean> {
  return (await secretRow(ctx, userId))?.enabledAt !== undefined;
}

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten new recovery codes (about 49 bits each), as shown: xxxxx-xxxxx. Earlier ones stop working. */
export async function replaceRecoveryCodes(ctx: MutationCtx, userId: Id<"users">): Promise<string[]> {
  await deleteRecoveryCodes(ctx, userId);
  const codes: string[] = [];
  for (let i = 0; i < RECOVERY_CODE_COUNT; i++) {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const code = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join("");
    await ctx.db.insert("recoveryCodes", { userId, codeHash: await sha256Hex(code) });
    codes.push(`${code.slice(0, 5)}-${code.slice(5)}`);
  }
  return codes;
}

export async function deleteRecoveryCodes(ctx: MutationCtx, userId: Id<"users">) {
  for (const row of await ctx.db
    .query("recoveryCodes")
    .withIndex("by_userId_and_codeHash", (q) => q.eq("userId", userId))
    .take(100)) {
    await ctx.db.delete("recoveryCodes", row._id);
  }
}

/** How many recovery codes are left unused. */
export async function recoveryCodesLeft(ctx: QueryCtx, userId: Id<"users">): Promise<number> {
  const rows = await ctx.db
    .query("recoveryCodes")
    .withIndex("by_userId_and_codeHash", (q) => q.eq("userId", userId))
    .take(100);
  return rows.filter((row) => row.usedAt === undefined).length;
}

/** Whether `code` is right now, and if so spends it: an app code's step, or a recovery code. */
async function spendCode(ctx: MutationCtx, row: Doc<"twoFactorSecrets">, code: string, allowRecovery: boolean): Promise<boolean> {
  const kind = codeKind(code);
  if (kind === "totp") {
    const step = totpStep(row.secret, code);
    // A code seen once (or an older one) is refused: someone watching cannot reuse it.
    if (step === null || (row.lastStep !== undefined && step <= row.lastStep)) return false;
    await ctx.db.patch("twoFactorSecrets", row._id, { lastStep: step });
    return true;
  }
  if (kind === "recovery" && allowRecovery) {
    const codeHash = await sha256Hex(normalizeCode(code));
    const stored = await ctx.db
      .query("recoveryCodes")
      .withIndex("by_userId_and_codeHash", (q) => q.eq("userId", row.userId).eq("codeHash", codeHash))
      .unique();
    if (stored === null || stored.usedAt !== undefined) return false;
    await ctx.db.patch("recoveryCodes", stored._id, { usedAt: Date.now() });
    return true;
  }
  return false;
}

/**
 * Checks a code against the account's secret, throttled as passwords are (5 free failures, then
 * one try a minute, in the account's own bucket): guessing six digits stays hopeless.
 */
export async function checkCode(
  ctx: MutationCtx,
  row: Doc<"twoFactorSecrets">,
  code: string,
  { allowRecovery, wrong }: { allowRecovery: boolean; wrong: string },
): Promise<Outcome<null>> {
  const key = `code:${row.userId}`;
  const { ok, retryAfter } = await rateLimiter.check(ctx, "passwordFailures", { key });
  if (!ok) return refuse("auth/too-many-requests", tooManyAttemptsMessage(retryAfter));
  if (await spendCode(ctx, row, code, allowRecovery)) {
    await rateLimiter.reset(ctx, "passwordFailures", { key });
    return { ok: true, value: null };
  }
  await rateLimiter.limit(ctx, "passwordFailures", { key });
  return refuse("auth/invalid-code", wrong);
}

/** Everything kept for an account's passkeys and codes (the account is being deleted). */
export async function deleteSignInFactors(ctx: MutationCtx, userId: Id<"users">) {
  for (const passkey of await ctx.db
    .query("passkeys")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .take(100)) {
    await ctx.db.delete("passkeys", passkey._id);
  }
  const secret = await secretRow(ctx, userId);
  if (secret !== null) await ctx.db.delete("twoFactorSecrets", secret._id);
  await deleteRecoveryCodes(ctx, userId);
}
