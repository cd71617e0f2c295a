import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalMutation, mutation, query, type MutationCtx, type QueryCtx } from "./_generated/server";
import { authedMutation, currentUser } from "./lib/functions";
import { pageRoom, presence, removePresenceOf } from "./lib/presenceRooms";
import { rateLimiter } from "./lib/rateLimits";
import { publishedOwner } from "./lib/publishedPage";
import { addReferrals, addViews, countOf, resetCounter, viewCounter } from "./lib/viewCounters";
import {
  CHART_DAYS,
  dayOf,
  lastDays,
  MAX_REFERRER_SITES,
  pageKeyValidator,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_MAX,
  PRESENCE_TOKEN,
  TOP_REFERRERS,
  VIEW_WINDOW_MS,
  VIEWS_PER_BATCH,
  VISITOR_HASH,
} from "./model/audience";
import { planAllows, planInEffect } from "./model/plans";

const viewValidator = v.object({ key: pageKeyValidator, visitor: v.string(), referrer: v.union(v.string(), v.null()) });

/**
 * Page views, from the web server only (the HTTP action checks its secret, see audienceHttp.ts),
 * in batches of at most VIEWS_PER_BATCH: each is counted unless this visitor (the server's
 * daily-rotating salted hash) was counted for this page in the last 30 minutes, or the page is not
 * published. Bots are filtered by the web server. One transaction per batch; each counter gets
 * one add per batch (lib/viewCounters.ts). A view reads a few small rows (slug, `pageFacts`, the
 * visitor's window, the day's and site's names), so a full batch stays a few thousand documents
 * under 1 KB whatever pages it names; whole portfolios are read only for pages without facts, up
 * to FALLBACK_BYTES a batch (lib/publishedPage.ts). Returns how many were counted.
 */
export const recordViews = internalMutation({
  args: { views: v.array(viewValidator) },
  handler: async (ctx, { views }) => {
    if (views.length > VIEWS_PER_BATCH) throw new Error(`at most ${VIEWS_PER_BATCH} views per call`);
    const now = Date.now();
    const today = dayOf(now);
    const owners = new Map<string, Id<"users"> | null>();
    const perPage = new Map<Id<"users">, { count: number; sites: Map<string, number> }>();
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
      const page = perPage.get(userId) ?? { count: 0, sites: new Map<string, number>() };
      page.count++;
      if (referrer !== null && /^[a-z0-9.:[\]-]{1,253}$/.test(referrer)) page.sites.set(referrer, (page.sites.get(referrer) ?? 0) + 1);
      perPage.set(userId, page);
    }
    for (const [userId, { count, sites }] of perPage) {
      await addViews(ctx, viewCounter.total(userId), count);
      await addViews(ctx, viewCounter.day(userId, today), count);
      await noteDay(ctx, userId, today);
      for (const [domain, views] of sites) if (await noteSite(ctx, userId, domain)) await addReferrals(ctx, viewCounter.site(userId, domain), views);
    }
    return { counted };
  },
});

export async function noteDay(ctx: MutationCtx, userId: Id<"users">, day: string) {
  const known = await ctx.db
    .query("viewDays")
    .withIndex("by_userId_and_day", (q) => q.eq("userId", userId).eq("day", day))
    .unique();
  if (known === null) await ctx.db.insert("viewDays", { userId, day });
}

/** Whether a site's views are counted: a known one, or a new one while the page has room (forged Referer headers cannot grow the list without end). */
export async function noteSite(ctx: MutationCtx, userId: Id<"users">, domain: string): Promise<boolean> {
  const known = await ctx.db
    .query("referrerSites")
    .withIndex("by_userId_and_domain", (q) => q.eq("userId", userId).eq("domain", domain))
    .unique();
  if (known !== null) return true;
  // The number of sites is a counter too: one small read instead of the page's whole list.
  if ((await countOf(ctx, viewCounter.sites(userId))) >= MAX_REFERRER_SITES) return false;
  await ctx.db.insert("referrerSites", { userId, domain });
  await addViews(ctx, viewCounter.sites(userId), 1);
  return true;
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
    const totalViews = await countOf(ctx, viewCounter.total(user._id));
    const settings = await settingsOf(ctx, user._id);
    const plan = planInEffect(user);
    const base = { plan, totalViews, contactForm: settings?.contactForm === true };
    if (!planAllows(plan, "analytics")) return { ...base, chart: null, referrers: null };

    const days = lastDays(Date.now(), CHART_DAYS);
    const chart = await Promise.all(days.map(async (day) => ({ day, views: await countOf(ctx, viewCounter.day(user._id, day)) })));
    const referrers = (await referrerCounts(ctx, user._id)).slice(0, TOP_REFERRERS);
    return { ...base, chart, referrers };
  },
});

/** A page's referring sites with their views, most first (at most MAX_REFERRER_SITES). */
export async function referrerCounts(ctx: QueryCtx, userId: Id<"users">) {
  const sites = await ctx.db
    .query("referrerSites")
    .withIndex("by_userId_and_domain", (q) => q.eq("userId", userId))
    .take(MAX_REFERRER_SITES);
  const counted = await Promise.all(sites.map(async ({ domain }) => ({ domain, views: await countOf(ctx, viewCounter.site(userId, domain)) })));
  return counted.sort((a, b) => b.views - a.views || a.domain.localeCompare(b.domain));
}

export function settingsOf(ctx: QueryCtx, userId: Id<"users">) {
  return ctx.db
    .query("audienceSettings")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
}

/** "N people viewing your portfolio now": the page's open tabs (presence component), up to PRESENCE_MAX. */
export const viewingNow = query({
  args: {},
  handler: async (ctx) => {
    const user = await currentUser(ctx);
    if (user === null) return null;
    // An offline page has nobody viewing it, whatever tabs have yet to time out.
    if ((await publishedOwner(ctx, { userId: user._id })) === null) return 0;
    // Only arrivals and departures change this list: heartbeats do not re-run the query.
    return (await presence.listRoom(ctx, pageRoom(user._id), true, PRESENCE_MAX)).length;
  },
});

/** Tabs that left without a goodbye, removed per new tab so a page's room stays small. */
const GONE_TABS_SWEPT = 10;

/**
 * A published page's heartbeat, from its script (anyone): the tab's random token, nothing else
 * about the visitor. The presence component keeps the tab online until 2.5 beats after this one.
 * → `{sessionToken}` for the tab's goodbye (`presence:leave`), or null when the beat was not taken.
 */
export const heartbeat = mutation({
  args: { key: pageKeyValidator, token: v.string() },
  handler: async (ctx, { key, token }) => {
    if (!PRESENCE_TOKEN.test(token)) return null;
    const userId = await publishedOwner(ctx, key);
    if (userId === null) return null;
    const room = pageRoom(userId);
    const open = (await presence.listUser(ctx, token, true, 8)).some((entry) => entry.roomId === room);
    if (open) {
      // Beyond its tab's allowance a beat is ignored (the tab then expires like a closed one).
      if (!(await rateLimiter.limit(ctx, "presencePerTab", { key: token })).ok) return null;
    } else {
      // New tabs per page are limited, so made-up tokens cannot push "viewing now" up (PRESENCE_MAX).
      if (!(await rateLimiter.limit(ctx, "presenceNewTabsPerPage", { key: userId })).ok) return null;
      const gone = (await presence.listRoom(ctx, room, false, PRESENCE_MAX + GONE_TABS_SWEPT)).filter((entry) => !entry.online);
      for (const tab of gone.slice(0, GONE_TABS_SWEPT)) await presence.removeRoomUser(ctx, room, tab.userId);
    }
    // A tab keeps its token across pages (sessionStorage): its session id names the page too.
    const { sessionToken } = await presence.heartbeat(ctx, room, token, `${room}/${token}`, PRESENCE_HEARTBEAT_MS);
    return { sessionToken };
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
/** Day counters deleted per step: each is up to VIEW_SHARDS documents. */
const DAY_BATCH = 100;

/**
 * Forgets visitors once their 30 minutes are over (no hash outlives its window by more than a
 * cron period), and day counters older than the chart (the total keeps their views). Runs again
 * at once while there is more.
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
    const oldDays = await ctx.db
      .query("viewDays")
      .withIndex("by_day", (q) => q.lt("day", lastDays(now, CHART_DAYS)[0]))
      .take(DAY_BATCH);
    for (const row of oldDays) {
      await resetCounter(ctx, viewCounter.day(row.userId, row.day));
      await ctx.db.delete("viewDays", row._id);
    }
    if (visits.length === CLEANUP_BATCH || oldDays.length === DAY_BATCH) await ctx.scheduler.runAfter(0, internal.audience.forgetExpired, {});
    return visits.length + oldDays.length;
  },
});

const PURGE_BATCH = 500;

/**
 * A deleted account's audience data (counters, visits, settings, messages) and presence (its
 * page's and builder's rooms, its places in others' builders), in batches; scheduled by
 * account:removeUser.
 */
export const purgeUser = internalMutation({
  args: { userId: v.id("users") },
  handler: async (ctx, { userId }) => {
    const [days, sites, visits, settings, messages] = await Promise.all([
      ctx.db
        .query("viewDays")
        .withIndex("by_userId_and_day", (q) => q.eq("userId", userId))
        .take(DAY_BATCH),
      ctx.db
        .query("referrerSites")
        .withIndex("by_userId_and_domain", (q) => q.eq("userId", userId))
        .take(DAY_BATCH),
      ctx.db
        .query("viewVisits")
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
    for (const row of days) {
      await resetCounter(ctx, viewCounter.day(userId, row.day));
      await ctx.db.delete("viewDays", row._id);
    }
    for (const row of sites) {
      await resetCounter(ctx, viewCounter.site(userId, row.domain));
      await ctx.db.delete("referrerSites", row._id);
    }
    for (const row of visits) await ctx.db.delete("viewVisits", row._id);
    for (const row of settings) await ctx.db.delete("audienceSettings", row._id);
    for (const row of messages) await ctx.db.delete("visitorMessages", row._id);
    const more = days.length === DAY_BATCH || sites.length === DAY_BATCH || [visits, settings, messages].some((batch) => batch.length === PURGE_BATCH);
    if (more) await ctx.scheduler.runAfter(0, internal.audience.purgeUser, { userId });
    else {
      await resetCounter(ctx, viewCounter.total(userId));
      await resetCounter(ctx, viewCounter.sites(userId));
      await removePresenceOf(ctx, userId);
    }
    return null;
  },
});
