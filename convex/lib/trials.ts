import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { normalizeEmail } from "../model/validation";
import { sha256Hex } from "./sha256";

/**
 * Email addresses that have had their free trial, remembered past the account's deletion so that
 * deleting it and signing up again with the same address gives no second one. Only a hash is
 * kept: the SHA-256 of the normalised address (no server-side pepper exists on this deployment;
 * the table says which addresses had a trial to whoever can hash a guess, and nothing else).
 */
const emailHash = (email: string) => sha256Hex(normalizeEmail(email));

/** Whether this account's address (any account's, before or since) has had a trial. */
export async function emailHadTrial(ctx: QueryCtx, user: Doc<"users">): Promise<boolean> {
  if (!user.email) return false;
  const hash = await emailHash(user.email);
  const row = await ctx.db
    .query("usedTrials")
    .withIndex("by_emailHash", (q) => q.eq("emailHash", hash))
    .first();
  return row !== null;
}

/** Remembers that the account's address had a trial (at its start, and again at deletion for older trials). */
export async function rememberTrial(ctx: MutationCtx, user: Doc<"users">, startedAt: number): Promise<void> {
  if (!user.email || (await emailHadTrial(ctx, user))) return;
  await ctx.db.insert("usedTrials", { emailHash: await emailHash(user.email), startedAt });
}
