import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { MAX_VERSIONS } from "../../convex/model/versions";
import { DRAFT_BYTES_BUDGET, draftSizeErrors, TOO_LARGE_FIELD_MESSAGE } from "../../convex/model/draftSize";
import { CHART_DAYS, MAX_REFERRER_SITES, PRESENCE_MAX, VIEWS_PER_BATCH } from "../../convex/model/audience";
import { componentRows, rejectionData, setupBackend, type Backend } from "./setup";
import { fullFormData, largePage, seedAudience, seedImages, seedSessions, seedUser, seedVersions, url, wide } from "./worstCaseData";

/** Runs what the calls scheduled (steps that reschedule themselves included) to the end. */
async function drainScheduled(t: Backend) {
  vi.useFakeTimers();
  try {
    await t.finishAllScheduledFunctions(vi.runAllTimers, 10_000);
  } finally {
    vi.useRealTimers();
  }
}

/** How many of `userId`'s rows a table holds, read a few at a time (versions are large). */
async function countOf(t: Backend, table: "portfolioVersions" | "portfolioVersionSummaries" | "uploads", userId: Id<"users">) {
  let count = 0;
  for (let cursor: string | null = null; ;) {
    const result = await t.run(async (ctx) => await ctx.db.query(table).paginate({ numItems: 5, cursor }));
    count += result.page.filter((row) => row.userId === userId).length;
    if (result.isDone) return count;
    cursor = result.continueCursor;
  }
}

describe("draft size", () => {
  test("a draft at every field limit in 3-byte characters is refused in words, naming the field that grew it", async () => {
    const t = await setupBackend({ limits: "strict" });
    const ada = await seedUser(t);
    const saved = await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: largePage(), baseRevision: 0 });
    expect(saved.revision).toBe(1);

    // The per-field limits allow it; the deployment's 1 MiB per document does not.
    const full = fullFormData({ link: url });
    const refused = await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: full, baseRevision: 1 }));
    expect(refused).toMatchObject({ code: "portfolio/too-large", fields: { "resume.basics": TOO_LARGE_FIELD_MESSAGE } });
    expect(refused.message).toMatch(/^Your portfolio is too large to save \(1\.\d\d MB; at most 0\.90 MB\)\. Most of the growth is in /);

    // Growing one field past the budget names that field and its section.
    const grown = largePage();
    grown.experience[7].description = wide(2000);
    grown.about = wide(5000);
    const tooBig = { ...grown, projects: grown.projects.map((p) => ({ ...p, description: wide(2000) })) };
    const data = await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: tooBig, baseRevision: 1 }));
    expect(data).toMatchObject({ code: "portfolio/too-large", fields: { about: TOO_LARGE_FIELD_MESSAGE } });
    expect(data.message).toContain("Most of the growth is in About");
    expect((await ada.as.query(api.drafts.get, {}))!.revision).toBe(1);

    // Content published in one call (no draft) meets the same rule.
    const publishable = { ...tooBig, about: wide(5000) };
    expect(await rejectionData(ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: publishable }))).toMatchObject({
      code: "portfolio/too-large",
    });
  });

  test("the rule is shared: the builder finds the same field before sending", () => {
    expect(draftSizeErrors(largePage(), null)).toBeNull();
    const page = largePage();
    const previous = { ...page, projects: page.projects.map((p) => ({ ...p, description: wide(2000) })) };
    const next = { ...previous, experience: previous.experience.map((e, i) => (i === 3 ? { ...e, description: wide(2000) } : e)) };
    const errors = draftSizeErrors(next, previous);
    expect(errors?.fields).toEqual({ "experience.3.description": TOO_LARGE_FIELD_MESSAGE });
    expect(errors?.message).toContain("Most of the growth is in Experience");
    expect(DRAFT_BYTES_BUDGET).toBeLessThan(1 << 20);
  });
});

describe("publish history at 55 versions of a 0.7 MiB page", () => {
  test("list, view, restore, export (a page at a time), prune and account deletion all fit a transaction", { timeout: 120_000 }, async () => {
    const t = await setupBackend({ limits: "strict" });
    const ada = await seedUser(t);
    // Every image the page may name costs this test seconds (convex-test scans a table per lookup):
    // a few here, all of them in bench:limits.
    const images = await seedImages(t, ada.userId, 24);
    const page = largePage(images);
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: page, baseRevision: 0 });
    await ada.as.mutation(api.portfolios.publishDraft, { revision: 1 });
    await seedVersions(t, ada.userId, page, MAX_VERSIONS + 5 - 1);

    const list = (await ada.as.query(api.portfolioVersions.list, {}))!;
    expect(list).toHaveLength(MAX_VERSIONS);
    const version = await ada.as.query(api.portfolioVersions.get, { versionId: list[0].id });
    expect(version).toMatchObject({ status: "found" });
    await ada.as.mutation(api.portfolioVersions.restore, { versionId: list.at(-1)!.id, baseRevision: 1 });

    const data = (await ada.as.query(api.dataExport.get, {}))!;
    expect(data.images).toHaveLength(images.length);
    let pages = 0;
    const history = [];
    for (let cursor: string | null = null; ; pages++) {
      const result: { page: unknown[]; isDone: boolean; continueCursor: string } = await ada.as.query(api.dataExport.history, {
        paginationOpts: { numItems: 100, cursor },
      });
      history.push(...result.page);
      if (result.isDone) break;
      cursor = result.continueCursor;
    }
    expect(history).toHaveLength(MAX_VERSIONS + 5);
    expect(pages).toBeGreaterThan(10);

    // The hourly prune: byte-bounded steps that reschedule themselves until the newest 50 are left.
    await t.mutation(internal.portfolioVersions.prune, {});
    expect(await countOf(t, "portfolioVersions", ada.userId)).toBeGreaterThan(MAX_VERSIONS);
    await drainScheduled(t);
    expect(await countOf(t, "portfolioVersions", ada.userId)).toBe(MAX_VERSIONS);
    expect(await countOf(t, "portfolioVersionSummaries", ada.userId)).toBe(MAX_VERSIONS);

    // Deleting the account: the history in byte-bounded steps, then every image.
    await t.mutation(internal.account.removeUser, { userId: ada.userId });
    await drainScheduled(t);
    expect(await countOf(t, "portfolioVersions", ada.userId)).toBe(0);
    expect(await countOf(t, "portfolioVersionSummaries", ada.userId)).toBe(0);
    expect(await countOf(t, "uploads", ada.userId)).toBe(0);
  });
});

describe("thousands of sessions", () => {
  test("sign out everywhere ends every session and refresh token in bounded steps, this one at once", { timeout: 60_000 }, async () => {
    const t = await setupBackend({ limits: "strict" });
    const ada = await seedUser(t);
    // 200 sessions with 45 refresh tokens each: 9,200 deletes, over a deployment's 8,192 writes.
    // (More sessions with fewer tokens is the same for the code, and slow in convex-test, which scans a table per lookup.)
    await seedSessions(t, ada.userId, 200, { tokensEach: 45 });
    vi.useFakeTimers();
    try {
      await ada.as.mutation(api.account.signOutEverywhere, {});
      // The caller's own session went in the first step; the rest in the steps it scheduled.
      expect(await ada.as.query(api.users.current, {})).toBeNull();
      expect(await t.run(async (ctx) => (await ctx.db.query("authSessions").take(10)).length)).toBe(10);
      await t.finishAllScheduledFunctions(vi.runAllTimers, 100);
    } finally {
      vi.useRealTimers();
    }
    expect(await t.run(async (ctx) => (await ctx.db.query("authSessions").take(10)).length)).toBe(0);
    expect(await t.run(async (ctx) => (await ctx.db.query("authRefreshTokens").take(10)).length)).toBe(0);
  });

  test("the cron deletes expired sessions and refresh tokens in bounded steps, and keeps live ones", { timeout: 60_000 }, async () => {
    const t = await setupBackend({ limits: "strict" });
    // Sessions last a fixed time, so the expired ones are the oldest.
    const userId = await t.run(async (ctx) => await ctx.db.insert("users", { email: "old@example.com" }));
    await seedSessions(t, userId, 6_000, { expirationTime: Date.now() - 1 });
    const ada = await seedUser(t);
    await seedSessions(t, ada.userId, 3);
    vi.useFakeTimers();
    try {
      await t.mutation(internal.sessions.sweepExpired, {});
      expect(await t.run(async (ctx) => (await ctx.db.query("authSessions").take(10)).length)).toBe(10);
      await t.finishAllScheduledFunctions(vi.runAllTimers, 100);
    } finally {
      vi.useRealTimers();
    }
    // Ada's own session and the three live ones with their tokens are left.
    expect(await t.run(async (ctx) => (await ctx.db.query("authSessions").collect()).length)).toBe(4);
    expect(await t.run(async (ctx) => (await ctx.db.query("authRefreshTokens").collect()).length)).toBe(3);
    expect(await ada.as.query(api.users.current, {})).not.toBeNull();
  });
});

describe("uploads never confirmed", () => {
  test("the cron deletes files nobody confirmed after a day, in bounded steps, and keeps every file the app names", { timeout: 60_000 }, async () => {
    const t = await setupBackend({ limits: "strict" });
    const ada = await seedUser(t);
    const images = await seedImages(t, ada.userId, 20);
    const store = (count: number) =>
      t.run(async (ctx) => {
        const ids: Id<"_storage">[] = [];
        for (let i = 0; i < count; i++) ids.push(await ctx.storage.store(new Blob([`orphan ${i}`])));
        return ids;
      });
    const orphans = await store(700);
    const shareImage = (await store(1))[0];
    await t.run(async (ctx) => {
      const portfolio = (await ctx.db
        .query("portfolios")
        .withIndex("by_userId", (q) => q.eq("userId", ada.userId))
        .unique())!;
      await ctx.db.patch("portfolios", portfolio._id, { shareImageId: shareImage });
    });
    const live = async () => new Set((await t.run(async (ctx) => await ctx.db.system.query("_storage").collect())).map((file) => file._id));
    const before = await live();

    vi.useFakeTimers({ now: Date.now() + 25 * 3_600_000 });
    try {
      const recent = await store(5);
      await t.mutation(internal.files.sweepOrphans, {});
      await t.finishAllScheduledFunctions(vi.runAllTimers, 100);
      const after = await live();
      for (const id of orphans) expect(after.has(id)).toBe(false);
      for (const id of [...images, shareImage, ...recent]) expect(after.has(id)).toBe(true);
      // Every variant is still there: only the orphans went.
      expect(after.size).toBe(before.size - orphans.length + recent.length);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("audience and presence at their caps", () => {
  test("views, the dashboard, the export, viewing now, heartbeats and the cleanups fit a transaction", { timeout: 240_000 }, async () => {
    const t = await setupBackend({ limits: "strict" });
    const ada = await seedUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: largePage() });
    await seedAudience(t, ada.userId);

    // A full batch of new visitors, each from a site the page has no room left for.
    const visitor = (n: number) => n.toString(16).padStart(64, "0");
    const views = Array.from({ length: VIEWS_PER_BATCH }, (_, n) => ({ key: { userId: ada.userId }, visitor: visitor(n), referrer: `new-${n}.example` }));
    expect(await t.mutation(internal.audience.recordViews, { views })).toEqual({ counted: VIEWS_PER_BATCH });

    const summary = (await ada.as.query(api.audience.summary, {}))!;
    expect(summary.chart).toHaveLength(CHART_DAYS);
    expect(summary.referrers).toHaveLength(5);
    expect((await ada.as.query(api.dataExport.get, {}))!.views.referrers).toHaveLength(MAX_REFERRER_SITES);
    expect(await ada.as.query(api.audience.viewingNow, {})).toBe(PRESENCE_MAX);

    // A new tab on a full page sweeps tabs gone without a goodbye; the builder's presence beats and lists.
    expect(await t.mutation(api.audience.heartbeat, { key: { userId: ada.userId }, token: "tab-token-0000000001" })).not.toBeNull();
    const beat = (await ada.as.mutation(api.builderPresence.heartbeat, { session: "builder-session-000001", at: { section: "about" } }))!;
    expect(await ada.as.query(api.builderPresence.list, { roomToken: beat.roomToken })).toEqual([]);

    // The cleanup of days past the chart and the account's purge (counters and presence rooms), in steps that fit.
    await t.mutation(internal.audience.forgetExpired, {});
    await drainScheduled(t);
    expect(await t.run(async (ctx) => (await ctx.db.query("viewDays").collect()).length)).toBeLessThanOrEqual(CHART_DAYS);
    await t.mutation(internal.audience.purgeUser, { userId: ada.userId });
    await drainScheduled(t);
    expect(await t.run(async (ctx) => (await ctx.db.query("referrerSites").collect()).length)).toBe(0);
    expect(await componentRows(t, "shardedCounter", "counters")).toEqual([]);
    expect(await componentRows(t, "presence", "presence")).toEqual([]);
  });
});
