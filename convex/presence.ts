import { v } from "convex/values";
import { query } from "./_generated/server";
import { portfolioAccess, portfolioAccessOrNull, portfolioIdArg } from "./lib/access";
import { authedMutation, currentUser } from "./lib/functions";
import { dropPresence } from "./lib/memberships";
import { rateLimiter } from "./lib/rateLimits";
import { appError } from "./model/errors";
import { PRESENCE_TEXT_MAX, PRESENCE_TTL_MS } from "./model/members";

/**
 * Who has a portfolio's builder open now, and where: the builder sends a heartbeat
 * every few seconds and whenever the person moves to another section or field. Only people who
 * may open the portfolio (lib/access.ts) send or see any of it.
 */

/** Stale rows of other people cleared per heartbeat, so the table stays small without a cron. */
const SWEEP = 10;
const MAX_PEOPLE = 20;

export const heartbeat = authedMutation({
  args: { section: v.string(), field: v.optional(v.string()), ...portfolioIdArg },
  handler: async (ctx, { section, field, portfolioId }) => {
    if (section.length > PRESENCE_TEXT_MAX || (field?.length ?? 0) > PRESENCE_TEXT_MAX) throw appError("validation/invalid", "Invalid section or field.");
    const access = await portfolioAccess(ctx, ctx.user, portfolioId, "read", Date.now());
    if (access.portfolioId === null) return null;
    // Past the account's allowance a beat changes nothing; the next allowed one catches up.
    if (!(await rateLimiter.limit(ctx, "builderPresencePerAccount", { key: ctx.user._id })).ok) return null;
    const id = access.portfolioId;
    const now = Date.now();
    const rows = await ctx.db
      .query("builderPresence")
      .withIndex("by_portfolioId_and_userId", (q) => q.eq("portfolioId", id))
      .take(MAX_PEOPLE + SWEEP);
    let swept = 0;
    for (const row of rows) {
      if (row.userId !== ctx.user._id && row.lastSeen < now - PRESENCE_TTL_MS && swept < SWEEP) {
        await ctx.db.delete("builderPresence", row._id);
        swept++;
      }
    }
    const mine = rows.find((row) => row.userId === ctx.user._id);
    if (mine) await ctx.db.replace("builderPresence", mine._id, { portfolioId: id, userId: ctx.user._id, section, field, lastSeen: now });
    else await ctx.db.insert("builderPresence", { portfolioId: id, userId: ctx.user._id, section, field, lastSeen: now });
    return null;
  },
});

/** The builder was closed: the person is gone at once rather than after the TTL. */
export const leave = authedMutation({
  args: portfolioIdArg,
  handler: async (ctx, { portfolioId }) => {
    const access = await portfolioAccessOrNull(ctx, ctx.user, portfolioId, "read");
    if (access?.portfolioId) await dropPresence(ctx, access.portfolioId, ctx.user._id);
    return null;
  },
});

/**
 * The other people in this portfolio's builder: name, section, field and when they were last
 * seen (the page drops anyone older than PRESENCE_TTL_MS); empty without access.
 */
export const list = query({
  args: portfolioIdArg,
  handler: async (ctx, { portfolioId }) => {
    const user = await currentUser(ctx);
    if (user === null) return [];
    const access = await portfolioAccessOrNull(ctx, user, portfolioId, "read");
    if (access?.portfolioId == null) return [];
    const id = access.portfolioId;
    const rows = await ctx.db
      .query("builderPresence")
      .withIndex("by_portfolioId_and_userId", (q) => q.eq("portfolioId", id))
      .take(MAX_PEOPLE + SWEEP);
    const others = rows.filter((row) => row.userId !== user._id);
    return await Promise.all(
      others.map(async (row) => {
        const person = await ctx.db.get("users", row.userId);
        return { userId: row.userId, name: person?.name || person?.email || "Someone", section: row.section, field: row.field ?? null, lastSeen: row.lastSeen };
      }),
    );
  },
});
