import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { action, httpAction, internalMutation, internalQuery, query, type MutationCtx } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { pagePasswordOf, issueCookieToken, UNLOCK_COOKIE_SECONDS } from "./lib/pageUnlock";
import { passwordHasher } from "./lib/passwordHash";
import { portfolioOf } from "./lib/portfolioRows";
import { publishedOwner } from "./lib/publishedPage";
import { rateLimiter, tooManyAttemptsMessage } from "./lib/rateLimits";
import { refreshSitemapEntry } from "./lib/sitemapEntries";
import { authorized, body, json } from "./audienceHttp";
import { pageKeyValidator, VISITOR_HASH } from "./model/audience";
import { appError } from "./model/errors";
import {
  cleanLockName,
  lockNameError,
  PAGE_PASSWORD_MAX_LENGTH,
  PAGE_PASSWORD_PLAN_MESSAGE,
  pagePasswordError,
  WRONG_PAGE_PASSWORD_MESSAGE,
  type UnlockOutcome,
} from "./model/pagePassword";
import { planAllows, planInEffect } from "./model/plans";

/**
 * Password-protected published pages. The owner sets, changes or removes the password (set and
 * change need a plan with `passwordProtection`; removing never does, so a lapsed plan can still
 * open the page). Visitors unlock through the web server (`POST /page-password/unlock`, checked
 * like the audience calls), which keeps the signed token in a cookie (lib/pageUnlock.ts).
 */

/** The caller's protection, for the dashboard: null when signed out. */
export const status = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const [row, portfolio] = await Promise.all([pagePasswordOf(ctx, user._id), portfolioOf(ctx, user._id)]);
    return {
      allowed: planAllows(planInEffect(user, Date.now()), "passwordProtection"),
      protected: row !== null && row.hash !== null,
      // The name shown while locked: the owner's choice, else the published name.
      name: row?.hash != null ? row.name : cleanLockName(portfolio?.portfolioData?.name ?? ""),
    };
  },
});

/** The set/change step before hashing: who is asking and whether their plan allows it. */
export const ownerForSet = internalQuery({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    return { userId: user._id, allowed: planAllows(planInEffect(user, Date.now()), "passwordProtection") };
  },
});

/**
 * Sets or changes the caller's page password (hashed like account passwords) and the name the
 * locked page shows. Everyone unlocked before must type the new one.
 */
export const set = action({
  args: { password: v.string(), name: v.string() },
  handler: async (ctx, { password, name }): Promise<null> => {
    const owner = await ctx.runQuery(internal.pagePasswords.ownerForSet, {});
    if (owner === null) throw appError("auth/unauthenticated", "Please log in to continue.");
    if (!owner.allowed) throw appError("plan/required", PAGE_PASSWORD_PLAN_MESSAGE);
    const fields: Record<string, string> = {};
    const passwordProblem = pagePasswordError(password);
    const nameProblem = lockNameError(name);
    if (passwordProblem !== null) fields.password = passwordProblem;
    if (nameProblem !== null) fields.name = nameProblem;
    if (Object.keys(fields).length > 0) throw appError("validation/invalid", Object.values(fields)[0]!, { fields });
    const hash = await passwordHasher.hash(password);
    await ctx.runMutation(internal.pagePasswords.store, { userId: owner.userId, hash, name: cleanLockName(name) });
    return null;
  },
});

/** Writes a new hash (or null: removed) and bumps the version: every older cookie and token stops working. */
async function writePassword(ctx: MutationCtx, userId: Id<"users">, hash: string | null, name: string) {
  const row = await pagePasswordOf(ctx, userId);
  const updatedAt = Date.now();
  if (row === null) await ctx.db.insert("pagePasswords", { userId, hash, name, version: 1, updatedAt });
  else await ctx.db.patch("pagePasswords", row._id, { hash, name, version: row.version + 1, updatedAt });
  // A protected page leaves the sitemap; an open one comes back.
  await refreshSitemapEntry(ctx, userId);
}

export const store = internalMutation({
  args: { userId: v.id("users"), hash: v.string(), name: v.string() },
  handler: async (ctx, { userId, hash, name }) => {
    // The plan again, as the action's check and this write are two transactions.
    const user = await ctx.db.get("users", userId);
    if (user === null || !planAllows(planInEffect(user, Date.now()), "passwordProtection")) throw appError("plan/required", PAGE_PASSWORD_PLAN_MESSAGE);
    await writePassword(ctx, userId, hash, name);
    return null;
  },
});

/** Removes the caller's page password (any plan): the page is open to all again, unlock cookies are void. */
export const remove = authedMutation({
  args: {},
  handler: async (ctx) => {
    const row = await pagePasswordOf(ctx, ctx.user._id);
    if (row === null || row.hash === null) return null;
    await writePassword(ctx, ctx.user._id, null, row.name);
    return null;
  },
});

/**
 * An unlock attempt's first step: the page's owner and its hash, after spending one of the
 * visitor's attempts on this page and one of the page's (the visitor's first, so a refused
 * visitor spends nothing of the page's).
 */
export const beginUnlock = internalMutation({
  args: { key: pageKeyValidator, visitor: v.string() },
  handler: async (ctx, { key, visitor }) => {
    const userId = await publishedOwner(ctx, key);
    if (userId === null || !VISITOR_HASH.test(visitor)) return { status: "not-found" as const };
    const row = await pagePasswordOf(ctx, userId);
    if (row === null || row.hash === null) return { status: "not-protected" as const };
    for (const [name, bucket] of [
      ["pageUnlockPerVisitor", `${userId}:${visitor}`],
      ["pageUnlockPerPage", userId],
    ] as const) {
      const { ok, retryAfter } = await rateLimiter.limit(ctx, name, { key: bucket });
      if (!ok) return { status: "rate-limited" as const, message: tooManyAttemptsMessage(retryAfter, "attempts") };
    }
    return { status: "check" as const, userId, hash: row.hash, version: row.version };
  },
});

/** The right password: the visitor's attempts are forgotten and the cookie's token made (for that version only). */
export const finishUnlock = internalMutation({
  args: { userId: v.id("users"), version: v.number(), visitor: v.string() },
  handler: async (ctx, { userId, version, visitor }) => {
    await rateLimiter.reset(ctx, "pageUnlockPerVisitor", { key: `${userId}:${visitor}` });
    return await issueCookieToken(ctx, userId, version, Date.now());
  },
});

/**
 * `POST /page-password/unlock` from the web server only (AUDIENCE_SECRET, as audienceHttp.ts):
 * `{key, visitor, password}` → UnlockOutcome. The hash is checked here, outside any transaction.
 */
export const unlock = httpAction(async (ctx, request) => {
  if (!authorized(request)) return json({ error: "unauthorized" }, 401);
  const input = await body(request);
  const { key, visitor, password } = input ?? {};
  const validKey =
    typeof key === "object" &&
    key !== null &&
    Object.keys(key).length === 1 &&
    (typeof (key as { slug?: unknown }).slug === "string" || typeof (key as { userId?: unknown }).userId === "string");
  if (!validKey || typeof visitor !== "string" || typeof password !== "string") return json({ error: "bad request" }, 400);
  const answer = (outcome: UnlockOutcome) => json(outcome);
  const begun = await ctx.runMutation(internal.pagePasswords.beginUnlock, { key: key as { slug: string } | { userId: string }, visitor });
  if (begun.status !== "check") return answer(begun);
  // A very long input is never the password (and never worth hashing).
  const ok = password.length <= PAGE_PASSWORD_MAX_LENGTH && (await passwordHasher.verify(password, begun.hash));
  if (!ok) return answer({ status: "wrong-password", message: WRONG_PAGE_PASSWORD_MESSAGE });
  const token = await ctx.runMutation(internal.pagePasswords.finishUnlock, { userId: begun.userId, version: begun.version, visitor });
  return answer({ status: "unlocked", token, maxAgeSeconds: UNLOCK_COOKIE_SECONDS });
});
