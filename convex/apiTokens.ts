import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { internalMutation, query, type MutationCtx, type QueryCtx } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { newLinkToken } from "./lib/linkTokens";
import { RATE_LIMITS, rateLimiter } from "./lib/rateLimits";
import { sha256Hex } from "./lib/sha256";
import { apiScopeValidator, MAX_TOKENS, tokenExpiryValidator, tokenInputErrors, TOKEN_PREFIX, TOKEN_SHAPE, type ApiScope } from "./model/apiTokens";
import { appError } from "./model/errors";
import { DAY_MS, lowestPlanWith, planAllows, planInEffect, planName } from "./model/plans";

/** lastUsedAt is written at most this often per token (a script calling every second would otherwise rewrite it each time). */
const LAST_USE_GRANULARITY_MS = 60_000;

const liveTokens = (ctx: QueryCtx, userId: Id<"users">, now: number) =>
  ctx.db
    .query("apiTokens")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .take(MAX_TOKENS * 4)
    .then((rows) => rows.filter((row) => row.expiresAt > now));

const apiBase = () =>
  // eslint-disable-next-line @convex-dev/no-process-env -- the deployment's HTTP actions origin, for the account page's examples
  `${(process.env.CONVEX_SITE_URL ?? "").replace(/\/+$/, "")}/api/v1`;

/** The caller's tokens (never their secrets), newest first, with the API's address; or null. */
export const list = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const rows = await ctx.db
      .query("apiTokens")
      .withIndex("by_userId", (q) => q.eq("userId", user._id))
      .order("desc")
      .take(MAX_TOKENS * 4);
    return {
      allowed: planAllows(planInEffect(user), "api"),
      requiredPlan: planName(lowestPlanWith("api")),
      apiBase: apiBase(),
      tokens: rows.map((row) => ({
        id: row._id,
        name: row.name,
        scopes: row.scopes,
        hint: row.hint,
        createdAt: row.createdAt,
        expiresAt: row.expiresAt,
        lastUsedAt: row.lastUsedAt ?? null,
      })),
    };
  },
});

/** Makes a token and returns its secret: the only time anyone sees it. */
export const create = authedMutation({
  args: { name: v.string(), scopes: v.array(apiScopeValidator), expiresInDays: tokenExpiryValidator },
  handler: async (ctx, { name, scopes, expiresInDays }) => {
    if (!planAllows(planInEffect(ctx.user), "api")) {
      throw appError("plan/required", `The API is part of the ${planName(lowestPlanWith("api"))} and Business plans. Please upgrade to create a token.`);
    }
    const fields = tokenInputErrors({ name, scopes });
    if (Object.keys(fields).length > 0) throw appError("validation/invalid", "Please correct the highlighted fields.", { fields });
    const now = Date.now();
    if ((await liveTokens(ctx, ctx.user._id, now)).length >= MAX_TOKENS) {
      throw appError("api/token-limit", `You can have at most ${MAX_TOKENS} tokens. Revoke one you no longer use first.`);
    }
    const secret = TOKEN_PREFIX + newLinkToken();
    await ctx.db.insert("apiTokens", {
      userId: ctx.user._id,
      name: name.trim(),
      scopes: [...new Set(scopes)],
      tokenHash: await sha256Hex(secret),
      hint: secret.slice(0, TOKEN_PREFIX.length + 4),
      createdAt: now,
      expiresAt: now + expiresInDays * DAY_MS,
    });
    return { secret };
  },
});

/** Revokes one of the caller's tokens at once: the row goes, so the next request with it is refused. */
export const revoke = authedMutation({
  args: { id: v.string() },
  handler: async (ctx, { id }) => {
    const tokenId = ctx.db.normalizeId("apiTokens", id);
    const row = tokenId === null ? null : await ctx.db.get("apiTokens", tokenId);
    if (row === null || row.userId !== ctx.user._id) throw appError("api/token-not-found", "This token no longer exists.");
    await ctx.db.delete("apiTokens", row._id);
    return null;
  },
});

/** Deletes an account's tokens and webhook endpoints (account deletion). */
export async function deleteApiTokens(ctx: MutationCtx, userId: Id<"users">) {
  for (const row of await ctx.db
    .query("apiTokens")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .collect()) {
    await ctx.db.delete("apiTokens", row._id);
  }
  // Webhook endpoints and their logs go too (their pending attempts find nothing and stop).
  for (const endpoint of await ctx.db
    .query("webhookEndpoints")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .collect()) {
    for (const row of await ctx.db
      .query("webhookDeliveries")
      .withIndex("by_endpointId", (q) => q.eq("endpointId", endpoint._id))
      .collect()) {
      await ctx.db.delete("webhookDeliveries", row._id);
    }
    await ctx.db.delete("webhookEndpoints", endpoint._id);
  }
}

export type ApiAuthResult =
  | { ok: true; userId: Id<"users">; scopes: ApiScope[]; remaining: number; resetSeconds: number }
  | { ok: false; status: 401 | 403 | 429; code: string; message: string; retryAfterSeconds?: number };

/**
 * One API request's admission (apiHttp.ts, mcpHttp.ts): the bearer token (its shape, then its
 * hash), expiry, the owner's plan, the scope (if one is named), then the token's rate limit. Answers instead of
 * throwing, so a refused request's spent allowance is kept. Unknown tokens spend a shared
 * failure budget: secrets have 256 random bits, so this bounds the work guessing costs us
 * rather than the (hopeless) odds of guessing.
 */
export const authenticate = internalMutation({
  args: { secret: v.string(), scope: v.optional(apiScopeValidator) },
  handler: async (ctx, { secret, scope }): Promise<ApiAuthResult> => await admit(ctx, secret, scope, Date.now()),
});

async function admit(ctx: MutationCtx, secret: string, scope: ApiScope | undefined, now: number): Promise<ApiAuthResult> {
  const tokenHash = TOKEN_SHAPE.test(secret) ? await sha256Hex(secret) : null;
  const row =
    tokenHash === null
      ? null
      : await ctx.db
          .query("apiTokens")
          .withIndex("by_tokenHash", (q) => q.eq("tokenHash", tokenHash))
          .unique();
  const user = row === null ? null : await ctx.db.get("users", row.userId);
  if (row === null || user === null || row.expiresAt <= now) {
    const guess = await rateLimiter.limit(ctx, "apiUnknownTokens", {});
    if (!guess.ok)
      return {
        ok: false,
        status: 429,
        code: "api/rate-limited",
        message: "Too many requests with unknown tokens.",
        retryAfterSeconds: Math.ceil(guess.retryAfter / 1000),
      };
    const expired = row !== null && user !== null;
    return { ok: false, status: 401, code: "auth/unauthenticated", message: expired ? "This token has expired." : "Missing or unknown access token." };
  }
  if (!planAllows(planInEffect(user, now), "api")) {
    return { ok: false, status: 403, code: "plan/required", message: `The API is part of the ${planName(lowestPlanWith("api"))} and Business plans.` };
  }
  if (scope !== undefined && !row.scopes.includes(scope)) {
    return { ok: false, status: 403, code: "auth/forbidden", message: `This token lacks the "${scope}" permission.` };
  }
  const config = RATE_LIMITS.apiRequestsPerToken;
  const limited = await rateLimiter.limit(ctx, "apiRequestsPerToken", { key: row._id });
  if (!limited.ok) {
    return {
      ok: false,
      status: 429,
      code: "api/rate-limited",
      message: "Too many requests. Please slow down.",
      retryAfterSeconds: Math.ceil(limited.retryAfter / 1000),
    };
  }
  if (row.lastUsedAt === undefined || now - row.lastUsedAt >= LAST_USE_GRANULARITY_MS) await ctx.db.patch("apiTokens", row._id, { lastUsedAt: now });
  const { value } = await rateLimiter.getValue(ctx, "apiRequestsPerToken", { key: row._id });
  const remaining = Math.max(0, Math.floor(value));
  // Seconds until the bucket is full again.
  const resetSeconds = Math.ceil(((config.capacity - value) * config.period) / config.rate / 1000);
  return { ok: true, userId: user._id, scopes: row.scopes, remaining, resetSeconds };
}
