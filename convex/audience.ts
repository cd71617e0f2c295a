import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalMutation, mutation, query, type MutationCtx, type QueryCtx } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { rateLimiter } from "./lib/rateLimits";
import { publishedOwner } from "./lib/publishedPage";
import {
  CHART_DAYS,
  dayOf,
  lastDays,
  MAX_REFERRER_ROWS,
  pageKeyValidator,
  PRESENCE_MAX,
  PRESENCE_TOKEN,
  PRESENCE_TTL_MS,
  TOP_REFERRERS,
  VIEW_SHARDS,
  VIEW_WINDOW_MS,
  VISITOR_HASH,
} from "./model/audience";
import { planAllows, planInEffect } from "./model/plans";

/** The running total's bucket in viewCounts (days are "YYYY-MM-DD"). */
export const ALL_TIME = "all";

/**
 * Most views the web server sends in one call (it flushes every 100 ms, see audience.server.ts).
 * A view reads a few small rows (slug, the page's `pageFacts`, the visitor's window), so a full
 * batch reads a few thousand documents of under 1 KB: far within a transaction's 16,384 and
 * 8 MiB, whatever pages it names. Whole portfolios are read only for pages without facts, up to
 * FALLBACK_BYTES a batch (lib/publishedPage.ts).
 */
export const MAX_VIEWS_PER_CALL = 500;

const viewValidator = v.object({ key: pageKeyValidator, visitor: v.string(), referrer: v.union(v.string(), v.null()) });

/**
 * Page views, from the web server only (the HTTP action checks its secret, see audienceHttp.ts),
 * in batches: each is counted unless this visitor (the server's daily-rotating salted hash) was
 * counted for this page in the last 30 minutes, or the page is not published. Bots are filtered
 * by the web server. One transaction per batch; each counter group gets one write per batch, on a
 * random shard. Returns how many were counted.
 */
export const recordViews = internalMutation({
  args: { views: v.array(viewValidator) },
  handler: async (ctx, { views }) => {
    if (views.length > MAX_VIEWS_PER_CALL) throw new Error(`at most ${MAX_VIEWS_PER_CALL} views per call`);
    const now = Date.now();
    const owners = new Map<string, Id<"users"> | null>();
    const added = new Map<string, { userId: Id<"users">; bucket: string; referrer: boolean; count: number }>();
    const add = (userId: Id<"users">, bucket: string, referrer = false) => {
      const entry = added.get(`${referrer}/${userId}/${bucket}`) ?? { userId, bucket, referrer, count: 0 };
      entry.count++;
      added.set(`${referrer}/${userId}/${bucket}`, entry);
    };
    let counted = 0;
    const budget = { bytes: 0 };
    for (const { key, visitor, referrer } of views) {
      if (!VISITOR_HASH.test(visitor)) continue;
      const keyText = JSON.stringify(key);
      if (!owners.has(keyText)) owners.set(keyText, await publishedOwner(ctx, key, budget));
      const userId = owners.get(keyText)!;
      if (userId === null) continue;
      const seen = await ctx.db
        .query("viewVisits")
        .withIndex("by_visitor_and_userId", (q) => q.eq("visitor", visitor).eq("userId", userId))
        .first();
      if (seen !== null && seen.expiresAt > now) continue;
      if (seen !== null) await ctx.db.patch("viewVisits", seen._id, { expiresAt: now + VIEW_WINDOW_MS });
      else await ctx.db.insert("viewVisits", { userId, visitor, expiresAt: now + VIEW_WINDOW_MS });
      counted++;
      add(userId, ALL_TIME);
      add(userId, dayOf(now));
      if (referrer !== null && /^[a-z0-9.:[\]-]{1,253}$/.test(referrer)) add(userId, referrer, true);
    }
    for (const entry of added.values()) {
      if (entry.referrer) await addToReferrer(ctx, entry.userId, entry.bucket, entry.count);
      else await addToShard(ctx, entry.userId, entry.bucket, entry.count);
    }
    return { counted };
  },
});

const randomShard = () => Math.floor(Math.random() * VIEW_SHARDS);

const groupOf = (userId: Id<"users">, bucket: string) => `${userId}/${bucket}`;

async function addToShard(ctx: MutationCtx, userId: Id<"users">, day: string, count: number) {
  const shard = randomShard();
  const group = groupOf(userId, day);
  const row = await ctx.db
    .query("viewCounts")
    .withIndex("by_group_and_shard", (q) => q.eq("group", group).eq("shard", shard))
    .unique();
  if (row) await ctx.db.patch("viewCounts", row._id, { count: row.count + count });
  else await ctx.db.insert("viewCounts", { userId, group, day, shard, count });
}

async function addToReferrer(ctx: MutationCtx, userId: Id<"users">, domain: string, count: number) {
  const shard = randomShard();
  const group = groupOf(userId, domain);
  const row = await ctx.db
    .query("viewReferrers")
    .withIndex("by_group_and_shard", (q) => q.eq("group", group).eq("shard", shard))
    .unique();
  if (row) return await ctx.db.patch("viewReferrers", row._id, { count: row.count + count });
  // A new site: only while the page has room (forged Referer headers cannot grow this without end).
  const known = await ctx.db
    .query("viewReferrers")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .take(MAX_REFERRER_ROWS);
  if (known.length < MAX_REFERRER_ROWS) await ctx.db.insert("viewReferrers", { userId, group, domain, shard, count });
}

async function sumOf(ctx: QueryCtx, userId: Id<"users">, day: string): Promise<number> {
  const shards = await ctx.db
    .query("viewCounts")
    .withIndex("by_group_and_shard", (q) => q.eq("group", groupOf(userId, day)))
    .take(VIEW_SHARDS);
  return shards.reduce((sum, row) => sum + row.count, 0);
}

/**
 * The owner's audience figures: total views, and for Pro and Business the last 30 days (oldest
 * first) and the top referring sites (domain only); `chart`/`referrers` are null on the free plan.
 */
export const summary = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const totalViews = await sumOf(ctx, user._id, ALL_TIME);
    const settings = await settingsOf(ctx, user._id);
    const plan = planInEffect(user);
    const base = { plan, totalViews, contactForm: settings?.contactForm === true };
    if (!planAllows(plan, "analytics")) return { ...base, chart: null, referrers: null };

    const days = lastDays(Date.now(), CHART_DAYS);
    const chart = await Promise.all(days.map(async (day) => ({ day, views: await sumOf(ctx, user._id, day) })));

    const referrerRows = await ctx.db
      .query("viewReferrers")
      .withIndex("by_userId", (q) => q.eq("userId", user._id))
      .take(MAX_REFERRER_ROWS);
    const perDomain = new Map<string, number>();
    for (const row of referrerRows) perDomain.set(row.domain, (perDomain.get(row.domain) ?? 0) + row.count);
    const referrers = [...perDomain]
      .map(([domain, views]) => ({ domain, views }))
      .sort((a, b) => b.views - a.views || a.domain.localeCompare(b.domain))
      .slice(0, TOP_REFERRERS);
    return { ...base, chart, referrers };
  },
});

export function settingsOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("audienceSettings")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
}

/** "N people viewing your portfolio now": open tabs heard from within the presence expiry. */
export const viewingNow = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    const rows = await ctx.db
      .query("presence")
      .withIndex("by_userId", (q) => q.eq("userId", user._id))
      .take(PRESENCE_MAX);
    return rows.length;
  },
});

/**
 * A published page's heartbeat, from its script (anyone): the tab's random token, nothing else
 * about the visitor. Renews the tab's expiry; an expiry job removes tabs that stop beating.
 */
export const heartbeat = mutation({
  args: { key: pageKeyValidator, token: v.string() },
  handler: async (ctx, { key, token }) => {
    if (!PRESENCE_TOKEN.test(token)) return null;
    const userId = await publishedOwner(ctx, key);
    const row = await ctx.db
      .query("presence")
      .withIndex("by_token", (q) => q.eq("token", token))
      .unique();
    if (userId === null) {
      if (row) await ctx.db.delete("presence", row._id);
      return null;
    }
    const expiresAt = Date.now() + PRESENCE_TTL_MS;
    if (row && row.userId === userId) {
      // Beyond its tab's allowance a beat is ignored (the tab then expires like a closed one).
      if ((await rateLimiter.limit(ctx, "presencePerTab", { key: token })).ok) await ctx.db.patch("presence", row._id, { expiresAt });
      return null;
    }
    // New tabs per page are limited, so made-up tokens cannot push "viewing now" up (PRESENCE_MAX).
    if (!(await rateLimiter.limit(ctx, "presenceNewTabsPerPage", { key: userId })).ok) return null;
    if (row) await ctx.db.delete("presence", row._id);
    const id = await ctx.db.insert("presence", { userId, token, expiresAt });
    await ctx.scheduler.runAfter(PRESENCE_TTL_MS, internal.audience.expirePresence, { id });
    return null;
  },
});

/**
 * A tab's goodbye (the page's script, on `pagehide`): the tab stops counting at once instead of
 * 40 s later. The token is the tab's own random secret, so only that tab can end itself.
 */
export const leave = mutation({
  args: { token: v.string() },
  handler: async (ctx, { token }) => {
    if (!PRESENCE_TOKEN.test(token)) return null;
    const row = await ctx.db
      .query("presence")
      .withIndex("by_token", (q) => q.eq("token", token))
      .unique();
    if (row) await ctx.db.delete("presence", row._id);
    return null;
  },
});

/** Removes a tab that has not beaten in time; one that has is checked again at its new expiry. */
export const expirePresence = internalMutation({
  args: { id: v.id("presence") },
  handler: async (ctx, { id }) => {
    const row = await ctx.db.get("presence", id);
    if (row === null) return null;
    const now = Date.now();
    if (row.expiresAt <= now) await ctx.db.delete("presence", id);
    else await ctx.scheduler.runAfter(row.expiresAt - now, internal.audience.expirePresence, { id });
    return null;
  },
});

/** The owner's switch for the contact form on their published page. */
export const setContactForm = authedMutation({
  args: { enabled: v.boolean() },
  handler: async (ctx, { enabled }) => {
    const settings = await settingsOf(ctx, ctx.user._id);
    if (settings) await ctx.db.patch("audienceSettings", settings._id, { contactForm: enabled });
    else await ctx.db.insert("audienceSettings", { userId: ctx.user._id, contactForm: enabled });
    return null;
  },
});

const CLEANUP_BATCH = 500;

/**
 * Forgets visitors once their 30 minutes are over (no hash outlives its window by more than a
 * cron period), and any tab whose expiry job was lost. Runs again at once while there is more.
 */
export const forgetExpired = internalMutation({
  args: {},
  handler: async (ctx) => {
    const now = Date.now();
    const visits = await ctx.db
      .query("viewVisits")
      .withIndex("by_expiresAt", (q) => q.lt("expiresAt", now))
      .take(CLEANUP_BATCH);
    for (const visit of visits) await ctx.db.delete("viewVisits", visit._id);
    const tabs = await ctx.db
      .query("presence")
      .withIndex("by_expiresAt", (q) => q.lt("expiresAt", now - PRESENCE_TTL_MS))
      .take(CLEANUP_BATCH);
    for (const tab of tabs) await ctx.db.delete("presence", tab._id);
    // Days before the chart's first: the total already holds them ("all" sorts after every date).
    const oldDays = await ctx.db
      .query("viewCounts")
      .withIndex("by_day", (q) => q.lt("day", lastDays(now, CHART_DAYS)[0]))
      .take(CLEANUP_BATCH);
    for (const row of oldDays) await ctx.db.delete("viewCounts", row._id);
    if (visits.length === CLEANUP_BATCH || tabs.length === CLEANUP_BATCH || oldDays.length === CLEANUP_BATCH)
      await ctx.scheduler.runAfter(0, internal.audience.forgetExpired, {});
    return visits.length + tabs.length + oldDays.length;
  },
});

const PURGE_BATCH = 500;

/**
 * A deleted account's audience data (counters, referrers, visits, open tabs, settings, messages),
 * in batches; scheduled by account:removeUser.
 */
export const purgeUser = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    const [counts, referrers, visits, tabs, settings, messages] = await Promise.all([
      ctx.db
        .query("viewCounts")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .take(PURGE_BATCH),
      ctx.db
        .query("viewReferrers")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .take(PURGE_BATCH),
      ctx.db
        .query("viewVisits")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .take(PURGE_BATCH),
      ctx.db
        .query("presence")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .take(PURGE_BATCH),
      ctx.db
        .query("audienceSettings")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .take(PURGE_BATCH),
      ctx.db
        .query("visitorMessages")
        .withIndex("by_userId_and_createdAt", (q) => q.eq("userId", userId))
        .take(PURGE_BATCH),
    ]);
    for (const row of counts) await ctx.db.delete("viewCounts", row._id);
    for (const row of referrers) await ctx.db.delete("viewReferrers", row._id);
    for (const row of visits) await ctx.db.delete("viewVisits", row._id);
    for (const row of tabs) await ctx.db.delete("presence", row._id);
    for (const row of settings) await ctx.db.delete("audienceSettings", row._id);
    for (const row of messages) await ctx.db.delete("visitorMessages", row._id);
    const batches = [counts, referrers, visits, tabs, settings, messages];
    if (batches.some((batch) => batch.length === PURGE_BATCH)) await ctx.scheduler.runAfter(0, internal.audience.purgeUser, { userId });
    return null;
  },
});
