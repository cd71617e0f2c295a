import { getConvexSize, type Value } from "convex/values";
import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { recordVersion } from "../../convex/lib/versions";
import { MAX_VERSIONS } from "../../convex/model/versions";
import { fullFormData, IMAGE_COUNT } from "./worstCaseData";
import { deleteAccountForGood, formData, rejectionData, setupBackend, signedUpUser, uploadAs, type Backend, type TestUser } from "./setup";

const SLOW = 30_000;

/** Publishes twice (a second later), returning the two version ids, oldest first. */
async function publishTwice(user: TestUser) {
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(Date.UTC(2026, 0, 1, 9));
    await user.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ bio: "first" }) });
    vi.setSystemTime(Date.UTC(2026, 0, 2, 9));
    await user.as.mutation(api.portfolios.publish, { templateId: "creative", formData: formData({ bio: "second" }) });
  } finally {
    vi.useRealTimers();
  }
  const list = (await user.as.query(api.portfolioVersions.list, {}))!;
  return { first: list[1].id, second: list[0].id };
}

/** Stores `count` versions for `user` directly (one a minute), as that many publishes would. */
async function storeVersions(t: Backend, userId: Id<"users">, count: number) {
  await t.run(async (ctx) => {
    const portfolio = (await ctx.db
      .query("portfolios")
      .withIndex("by_userId", (q) => q.eq("userId", userId))
      .unique())!;
    for (let i = 0; i < count; i++) {
      await recordVersion(ctx, portfolio._id, { userId, templateId: "minimalist", formData: formData({ bio: `v${i}` }), publishedAt: 60_000 * i });
    }
  });
}

const versionBios = (t: Backend, userId: Id<"users">) =>
  t.run(async (ctx) =>
    (
      await ctx.db
        .query("portfolioVersions")
        .withIndex("by_userId_and_publishedAt", (q) => q.eq("userId", userId))
        .collect()
    ).map((v) => v.formData.bio),
  );

describe("publish history", () => {
  test("every publish keeps a version; the list is newest first; a version renders with its template and content", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const { first, second } = await publishTwice(ada);
    expect(await ada.as.query(api.portfolioVersions.list, {})).toEqual([
      { id: second, publishedAt: Date.UTC(2026, 0, 2, 9), templateId: "creative", templateName: "Creative", name: "Ada Lovelace", publishedBy: "you" },
      { id: first, publishedAt: Date.UTC(2026, 0, 1, 9), templateId: "minimalist", templateName: "Minimalist", name: "Ada Lovelace", publishedBy: "you" },
    ]);
    const version = await ada.as.query(api.portfolioVersions.get, { versionId: first });
    expect(version).toMatchObject({
      status: "found",
      templateId: "minimalist",
      publishedAt: Date.UTC(2026, 0, 1, 9),
      content: { name: "Ada Lovelace", bio: "first", image: null },
    });
  });

  test("restore writes the version into the draft as a new revision, refusing a stale revision", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.drafts.save, { templateId: "creative", formData: formData({ bio: "work in progress" }), baseRevision: 0 });
    const { first } = await publishTwice(ada);

    // Another tab saved meanwhile (revision 2): a restore from revision 1 would lose that edit.
    await ada.as.mutation(api.drafts.save, { templateId: "creative", formData: formData({ bio: "edited elsewhere" }), baseRevision: 1 });
    expect(await rejectionData(ada.as.mutation(api.portfolioVersions.restore, { versionId: first, baseRevision: 1 }))).toMatchObject({
      code: "portfolio/conflict",
      revision: 2,
    });
    expect((await ada.as.query(api.drafts.get, {}))?.formData.bio).toBe("edited elsewhere");

    expect(await ada.as.mutation(api.portfolioVersions.restore, { versionId: first, baseRevision: 2 })).toEqual({ revision: 3, updatedAt: expect.any(Number) });
    expect(await ada.as.query(api.drafts.get, {})).toMatchObject({ templateId: "minimalist", revision: 3, formData: { bio: "first" } });
    // The live page is untouched until the draft is published.
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toMatchObject({ templateId: "creative", content: { bio: "second" } });
  });

  test("another user's versions are unreachable: same answer as an unknown id, nothing changed", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    const { first } = await publishTwice(ada);
    await bob.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ name: "Bob" }), baseRevision: 0 });

    expect(await bob.as.query(api.portfolioVersions.list, {})).toEqual([]);
    expect(await bob.as.query(api.portfolioVersions.get, { versionId: first })).toEqual({ status: "not-found" });
    for (const versionId of ["not-an-id", ada.userId, ""]) {
      expect(await bob.as.query(api.portfolioVersions.get, { versionId })).toEqual({ status: "not-found" });
    }
    const refused = await rejectionData(bob.as.mutation(api.portfolioVersions.restore, { versionId: first, baseRevision: 1 }));
    expect(refused).toEqual({ code: "portfolio/not-found", message: "That version no longer exists." });
    expect((await bob.as.query(api.drafts.get, {}))?.formData.name).toBe("Bob");

    // Signed out: nothing to read, nothing to restore.
    expect(await t.query(api.portfolioVersions.list, {})).toBeNull();
    expect(await t.query(api.portfolioVersions.get, { versionId: first })).toBeNull();
    expect(await rejectionData(t.mutation(api.portfolioVersions.restore, { versionId: first, baseRevision: 0 }))).toMatchObject({
      code: "auth/unauthenticated",
    });
  });

  test("a version keeps its images: they still render after the page moved on to other pictures", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const photo = await uploadAs(t, ada);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ image: photo.storageId }) });
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ image: null }) });
    const [, withPhoto] = (await ada.as.query(api.portfolioVersions.list, {}))!;
    const version = await ada.as.query(api.portfolioVersions.get, { versionId: withPhoto.id });
    expect(version?.status === "found" && version.content.image).toEqual(photo.image);
    // Restoring it is allowed: the image is still the caller's upload.
    await ada.as.mutation(api.portfolioVersions.restore, { versionId: withPhoto.id, baseRevision: 0 });
    expect((await ada.as.query(api.drafts.get, {}))?.images[photo.storageId]).toEqual(photo.image);
  });

  test("versions stored before summaries get them from the backfill, and the list shows them", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await t.run(async (ctx) => {
      for (let i = 0; i < 5; i++)
        await ctx.db.insert("portfolioVersions", { userId: ada.userId, templateId: "minimalist", formData: formData({ name: `v${i}` }), publishedAt: i });
    });
    expect(await ada.as.query(api.portfolioVersions.list, {})).toEqual([]);
    vi.useFakeTimers();
    try {
      await t.mutation(internal.portfolioVersions.backfillSummaries, {});
      await t.finishAllScheduledFunctions(vi.runAllTimers);
      // Running it again adds nothing.
      await t.mutation(internal.portfolioVersions.backfillSummaries, {});
      await t.finishAllScheduledFunctions(vi.runAllTimers);
    } finally {
      vi.useRealTimers();
    }
    expect((await ada.as.query(api.portfolioVersions.list, {}))!.map((v) => v.name)).toEqual(["v4", "v3", "v2", "v1", "v0"]);
  });

  test("versions stored before summaries are pruned first, oldest first, without a backfill", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await t.run(async (ctx) => {
      const portfolio = (await ctx.db
        .query("portfolios")
        .withIndex("by_userId", (q) => q.eq("userId", ada.userId))
        .unique())!;
      for (let i = 0; i < MAX_VERSIONS; i++)
        await ctx.db.insert("portfolioVersions", {
          userId: ada.userId,
          templateId: "minimalist",
          formData: formData({ bio: `v${i}` }),
          publishedAt: 60_000 * i,
        });
      await ctx.db.patch("portfolios", portfolio._id, { versionCount: MAX_VERSIONS });
      for (let i = MAX_VERSIONS; i < MAX_VERSIONS + 3; i++)
        await recordVersion(ctx, portfolio._id, {
          userId: ada.userId,
          templateId: "minimalist",
          formData: formData({ bio: `v${i}` }),
          publishedAt: 60_000 * i,
        });
    });
    vi.useFakeTimers();
    try {
      await t.mutation(internal.portfolioVersions.prune, {});
      await t.finishAllScheduledFunctions(vi.runAllTimers, 1000);
    } finally {
      vi.useRealTimers();
    }
    const kept = await versionBios(t, ada.userId);
    expect(kept).toHaveLength(MAX_VERSIONS);
    expect(kept[0]).toBe("v3");
    expect(kept.at(-1)).toBe(`v${MAX_VERSIONS + 2}`);
  });

  test(
    "the cron keeps the newest versions per user, deleting the rest oldest first in bounded steps",
    async () => {
      const t = await setupBackend();
      const ada = await signedUpUser(t, "ada@example.com");
      const bob = await signedUpUser(t, "bob@example.com");
      await storeVersions(t, ada.userId, MAX_VERSIONS + 40);
      await storeVersions(t, bob.userId, MAX_VERSIONS);

      await t.mutation(internal.portfolioVersions.prune, {});
      // One step takes one user; small versions all fit in its byte budget.
      expect(await versionBios(t, ada.userId)).toHaveLength(MAX_VERSIONS);
      vi.useFakeTimers();
      try {
        await t.finishAllScheduledFunctions(vi.runAllTimers);
      } finally {
        vi.useRealTimers();
      }
      const kept = await versionBios(t, ada.userId);
      expect(kept).toHaveLength(MAX_VERSIONS);
      expect(kept[0]).toBe("v40");
      expect(kept.at(-1)).toBe(`v${MAX_VERSIONS + 39}`);
      expect(await versionBios(t, bob.userId)).toHaveLength(MAX_VERSIONS);
      const count = await t.run(
        async (ctx) =>
          (
            await ctx.db
              .query("portfolios")
              .withIndex("by_userId", (q) => q.eq("userId", ada.userId))
              .unique()
          )?.versionCount,
      );
      expect(count).toBe(MAX_VERSIONS);
      // The list never shows more than the limit, even before the cron ran.
      await storeVersions(t, bob.userId, 3);
      expect(await bob.as.query(api.portfolioVersions.list, {})).toHaveLength(MAX_VERSIONS);
    },
    SLOW,
  );

  test(
    "a prune step reads the portfolio and what it deletes, not every summary, however many pictures each names",
    async () => {
      const t = await setupBackend({ limits: true });
      const ada = await signedUpUser(t);
      await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ bio: "live" }) });
      // Every picture a portfolio may name (files only: no upload rows needed to be named by a version).
      const images = await t.run(async (ctx) => {
        const ids: Id<"_storage">[] = [];
        for (let i = 0; i < IMAGE_COUNT; i++) ids.push(await ctx.storage.store(new Blob([`picture ${i}`])));
        return ids;
      });
      const page = fullFormData({ text: () => "x", link: () => "https://example.com/", images });
      // With the publish above, `over` versions past the limit.
      const over = 3;
      const stored = MAX_VERSIONS + over - 1;
      for (let start = 0; start < stored; start += 10)
        await t.run(async (ctx) => {
          const portfolio = (await ctx.db
            .query("portfolios")
            .withIndex("by_userId", (q) => q.eq("userId", ada.userId))
            .unique())!;
          for (let i = start; i < Math.min(stored, start + 10); i++)
            await recordVersion(ctx, portfolio._id, { userId: ada.userId, templateId: "minimalist", formData: page, publishedAt: 60_000 * i });
        });
      const size = await t.run(async (ctx) => {
        const portfolio = await ctx.db
          .query("portfolios")
          .withIndex("by_userId", (q) => q.eq("userId", ada.userId))
          .unique();
        const summary = await ctx.db.query("portfolioVersionSummaries").order("desc").first();
        const version = await ctx.db.query("portfolioVersions").order("desc").first();
        return { portfolio: getConvexSize(portfolio as Value), summary: getConvexSize(summary as Value), version: getConvexSize(version as Value) };
      });
      expect(size.summary).toBeGreaterThan(10_000);

      // The portfolio (found, and read again as its count is written), the oldest summary, then for
      // each one over the limit its summary (read, and read again as it is deleted) and its version
      // (deleting reads it).
      const step = () =>
        t.mutation((ctx) =>
          ctx.runMutation(
            internal.portfolioVersions.prune,
            {},
            {
              transactionLimits: { documentsRead: 3 + 3 * over, bytesRead: 2 * size.portfolio + (1 + 2 * over) * size.summary + over * size.version },
            },
          ),
        );
      await step();
      expect(await t.run((ctx) => ctx.db.query("portfolioVersionSummaries").collect())).toHaveLength(MAX_VERSIONS);
      const kept = await t.run(async (ctx) => (await ctx.db.query("portfolioVersions").collect()).map((version) => version.publishedAt));
      expect(kept).toHaveLength(MAX_VERSIONS);
      expect(Math.min(...kept)).toBe(60_000 * over);
      // The step it scheduled finds nobody over the limit and reads next to nothing.
      await expect(step()).resolves.toBeNull();
    },
    SLOW,
  );

  test(
    "deleting the account deletes the history (in batches), then the images",
    async () => {
      const t = await setupBackend();
      const ada = await signedUpUser(t, "ada@example.com", "correct horse");
      const photo = await uploadAs(t, ada);
      await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ image: photo.storageId }) });
      await storeVersions(t, ada.userId, 120);
      await deleteAccountForGood(t, ada);
      expect(await t.run((ctx) => ctx.db.query("portfolioVersions").collect())).toEqual([]);
      expect(await t.run((ctx) => ctx.db.query("imageVariants").collect())).toEqual([]);
      expect(await t.run((ctx) => ctx.db.query("uploads").collect())).toEqual([]);
    },
    SLOW,
  );
});

describe("unpublished changes and publishing the draft", () => {
  test("the dashboard summarises what the draft would change; publishDraft publishes it and the summary empties", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await rejectionData(ada.as.mutation(api.portfolios.publishDraft, {}))).toMatchObject({ code: "portfolio/not-found" });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 });
    // Nothing published yet: nothing to compare with.
    expect((await ada.as.query(api.portfolios.dashboard, {}))?.unpublishedChanges).toBeNull();
    await ada.as.mutation(api.portfolios.publishDraft, {});
    expect((await ada.as.query(api.portfolios.dashboard, {}))?.unpublishedChanges).toEqual([]);

    await ada.as.mutation(api.drafts.save, {
      templateId: "creative",
      formData: formData({ bio: "new bio", skills: [{ name: "Maths" }] }),
      baseRevision: 1,
    });
    expect((await ada.as.query(api.portfolios.dashboard, {}))?.unpublishedChanges).toEqual([
      { section: "template", facts: { kind: "template", from: "minimalist", to: "creative" } },
      { section: "profile", facts: { kind: "fields", fields: ["bio"] } },
      { section: "skills", facts: { kind: "entries", added: 1, removed: 0 } },
    ]);
    expect(await ada.as.mutation(api.portfolios.publishDraft, {})).toMatchObject({ path: "/p/ada-lovelace" });
    expect((await ada.as.query(api.portfolios.dashboard, {}))?.unpublishedChanges).toEqual([]);
    expect(await ada.as.query(api.portfolioVersions.list, {})).toHaveLength(2);
  });

  test("publishDraft applies the publish rules and needs a signed-in caller", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.drafts.save, {
      templateId: "minimalist",
      formData: formData({ name: "", projects: [{ title: "x", link: "javascript:alert(1)", description: "", project_image: null, technology: "" }] }),
      baseRevision: 0,
    });
    const refused = await rejectionData(ada.as.mutation(api.portfolios.publishDraft, {}));
    expect(refused).toMatchObject({ code: "validation/invalid", fields: { name: expect.any(String), "projects.0.link": expect.any(String) } });
    expect(await ada.as.query(api.portfolioVersions.list, {})).toEqual([]);
    expect(await rejectionData(t.mutation(api.portfolios.publishDraft, {}))).toMatchObject({ code: "auth/unauthenticated" });
  });
});
