import { afterEach, describe, expect, test, vi } from "vitest";
import { getConvexSize, type Value } from "convex/values";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { emptyCustomEntry, type CustomSection } from "../../convex/model/customSections";
import { LIMITS } from "../../convex/model/limits";
import { TRASH_MS } from "../../convex/model/trash";
import { EMPTY_BYTES } from "../../convex/lib/trash";
import {
  formData,
  passwordSignIn,
  rejectionData,
  runWithScheduled,
  scheduledMailsTo,
  setupBackend,
  signedUpUser,
  uploadAs,
  type Backend,
  type TestUser,
} from "./setup";

afterEach(() => vi.useRealTimers());

const SLOW = 60_000;

const section = (id: string, title: string, image: Id<"_storage"> | null = null): CustomSection => ({
  id,
  title,
  entries: [{ ...emptyCustomEntry(), id: `${id}e`, title: `${title} entry`, image }],
});
const project = (id: string, title: string, image: Id<"_storage"> | null) => ({
  id,
  title,
  link: "",
  description: "",
  technology: "",
  project_image: image,
});

async function save(user: TestUser, data: ReturnType<typeof formData>) {
  const draft = await user.as.query(api.drafts.get, {});
  return await user.as.mutation(api.drafts.save, { templateId: "minimalist", formData: data, baseRevision: draft?.revision ?? 0 });
}

const trashOf = (user: TestUser) => user.as.query(api.trash.list, {}).then((items) => items ?? []);
const fileExists = (t: Backend, id: Id<"_storage">) => t.run(async (ctx) => (await ctx.db.system.get(id)) !== null);
const uploadRow = (t: Backend, id: Id<"_storage">) =>
  t.run((ctx) =>
    ctx.db
      .query("uploads")
      .withIndex("by_storageId", (q) => q.eq("storageId", id))
      .unique(),
  );

/** Moves every trash item past its 30 days and runs the daily empty with the steps it schedules. */
async function thirtyDaysPass(t: Backend) {
  await t.run(async (ctx) => {
    for (const item of await ctx.db.query("trashItems").collect())
      await ctx.db.patch("trashItems", item._id, { expiresAt: item.deletedAt + TRASH_MS - 1 - TRASH_MS });
  });
  await runWithScheduled(t, internal.trash.emptyExpired);
}

describe("the builder's deletions go to the trash", () => {
  test("a section of one's own and an entry with a picture; Undo (saving them back) takes them out; restoring puts them back where they were", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const picture = await uploadAs(t, ada);
    const full = formData({
      customSections: [section("awards", "Awards"), section("talks", "Talks")],
      projects: [project("p1", "Robot", picture.storageId), project("p2", "Plain", null)],
    });
    await save(ada, full);
    // Deleting a picture-less entry keeps nothing; the section and the project with a picture are kept.
    await save(ada, { ...full, customSections: [section("talks", "Talks")], projects: [] });
    expect((await trashOf(ada)).map((item) => [item.kind, item.label])).toEqual(
      expect.arrayContaining([
        ["section", "Awards"],
        ["entry", "Robot"],
      ]),
    );
    expect(await trashOf(ada)).toHaveLength(2);
    // The builder's Undo saves them back: nothing is left in the trash.
    await save(ada, full);
    expect(await trashOf(ada)).toEqual([]);

    await save(ada, { ...full, customSections: [section("talks", "Talks")], projects: [full.projects[1]] });
    const items = await trashOf(ada);
    // The first comes back where it was; that restore changed the draft, so the second is told where it went.
    const messages = [];
    for (const item of items) messages.push((await ada.as.mutation(api.trash.restore, { id: item.id })).message);
    expect(messages[0]).toMatch(/where it was\.$/);
    expect(messages[1]).toMatch(/back at the end of (Projects|your sections), since your draft changed after it was deleted\.$/);
    const draft = await ada.as.query(api.drafts.get, {});
    expect(draft?.formData.customSections?.map((s) => s.id).sort()).toEqual(["awards", "talks"]);
    expect(draft?.formData.projects.map((p) => p.id).sort()).toEqual(["p1", "p2"]);
    expect(await trashOf(ada)).toEqual([]);
    expect(await t.run((ctx) => ctx.db.query("trashPayloads").collect())).toEqual([]);
  });

  test("restore conflicts are said in words: the section limit, the draft changed since (back at the end), the section gone", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const picture = await uploadAs(t, ada);
    const awards = { ...section("awards", "Awards"), entries: [{ ...emptyCustomEntry(), id: "a1", title: "Prize", image: picture.storageId }] };
    await save(
      ada,
      formData({ customSections: [awards, section("talks", "Talks")], projects: [project("p1", "Robot", picture.storageId), project("p2", "Other", null)] }),
    );
    await save(ada, formData({ customSections: [{ ...awards, entries: [] }], projects: [project("p2", "Other", null)] }));
    const [entry, robot, talks] = ["Prize", "Robot", "Talks"].map((label) => label);
    const byLabel = async (label: string) => (await trashOf(ada)).find((item) => item.label === label)!.id;

    // The draft changed after the deletion: the project comes back at the end, and says so.
    await save(ada, formData({ customSections: [{ ...awards, entries: [] }], projects: [project("p2", "Other", null), project("p3", "New", null)] }));
    expect((await ada.as.mutation(api.trash.restore, { id: await byLabel(robot) })).message).toBe(
      "“Robot” is back at the end of Projects, since your draft changed after it was deleted.",
    );
    expect((await ada.as.query(api.drafts.get, {}))?.formData.projects.map((p) => p.id)).toEqual(["p2", "p3", "p1"]);

    // Ten sections of one's own: Talks cannot come back until one goes.
    const ten = Array.from({ length: LIMITS.customSections }, (_, i) => section(`s${i}`, `S${i}`));
    await save(ada, { ...(await ada.as.query(api.drafts.get, {}))!.formData, customSections: [{ ...awards, entries: [] }, ...ten.slice(1)] });
    const talksId = await byLabel(talks);
    expect(await rejectionData(ada.as.mutation(api.trash.restore, { id: talksId }))).toEqual({
      code: "trash/conflict",
      message: `You already have ${LIMITS.customSections} sections of your own, the most a portfolio can have. Delete one, then restore “Talks”.`,
    });
    expect((await trashOf(ada)).some((item) => item.id === talksId)).toBe(true);

    // The entry's section is gone now (and in the trash itself): restore that first.
    await save(ada, { ...(await ada.as.query(api.drafts.get, {}))!.formData, customSections: ten.slice(1) });
    expect(await rejectionData(ada.as.mutation(api.trash.restore, { id: await byLabel(entry) }))).toMatchObject({
      code: "trash/conflict",
      message: expect.stringMatching(/Restore that section first/),
    });
  });
});

describe("versions, domains and the whole portfolio", () => {
  test("a published version leaves the history into the trash and comes back", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData() });
    const [version] = (await ada.as.query(api.portfolioVersions.list, {}))!;
    await ada.as.mutation(api.trash.deleteVersion, { versionId: version.id });
    expect(await ada.as.query(api.portfolioVersions.list, {})).toEqual([]);
    const [item] = await trashOf(ada);
    expect(item.kind).toBe("version");
    await ada.as.mutation(api.trash.restore, { id: item.id });
    expect((await ada.as.query(api.portfolioVersions.list, {}))!.map((v) => v.id)).toEqual([version.id]);
  });

  test("deleting the whole portfolio unpublishes it and frees its address; restoring brings it back, on a new address when the old one was taken", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const bob = await signedUpUser(t, "bob@example.com");
    await save(ada, formData());
    await ada.as.mutation(api.portfolios.publishDraft, {});
    const slug = (await ada.as.query(api.portfolios.dashboard, {}))!.published!.slug!;
    await ada.as.mutation(api.trash.deletePortfolio, {});
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId })).status).toBe("not-published");
    expect(await ada.as.query(api.drafts.get, {})).toBeNull();
    // Bob takes the freed address.
    await bob.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ name: "Bob" }) });
    await bob.as.mutation(api.portfolios.setSlug, { slug });
    // A new portfolio started since is in the way, said in words.
    await save(ada, formData({ name: "Fresh start" }));
    const [item] = await trashOf(ada);
    expect(await rejectionData(ada.as.mutation(api.trash.restore, { id: item.id }))).toMatchObject({
      code: "trash/conflict",
      message: expect.stringMatching(/started a new portfolio since/),
    });
    await ada.as.mutation(api.trash.deletePortfolio, {});
    const { message } = await ada.as.mutation(api.trash.restore, { id: item.id });
    expect(message).toMatch(
      new RegExp(`Your portfolio is back online, with its draft\\. Its address /p/${slug} belongs to someone else now, so your page is at /p/`),
    );
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId })).status).toBe("published");
    expect((await ada.as.query(api.drafts.get, {}))?.formData.name).toBe("Ada Lovelace");
  });

  test("only the owner sees, restores or deletes an item", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const bob = await signedUpUser(t, "bob@example.com");
    await save(ada, formData({ customSections: [section("awards", "Awards")] }));
    await save(ada, formData());
    const [item] = await trashOf(ada);
    expect(await trashOf(bob)).toEqual([]);
    for (const call of [api.trash.restore, api.trash.deleteForever]) {
      expect(await rejectionData(bob.as.mutation(call, { id: item.id }))).toMatchObject({ code: "trash/not-found" });
      expect(await rejectionData(t.mutation(call, { id: item.id }))).toMatchObject({ code: "auth/unauthenticated" });
    }
    expect(await t.query(api.trash.list, {})).toBeNull();
    expect(await trashOf(ada)).toHaveLength(1);
  });
});

describe("pictures and the daily empty", () => {
  test(
    "a picture stays while the draft, the page, a version or a trash item names it, and goes with the last",
    async () => {
      const t = await setupBackend();
      const ada = await signedUpUser(t);
      const picture = await uploadAs(t, ada);
      const other = await uploadAs(t, ada, new Uint8Array([...(await import("./setup")).PNG_BYTES, 1]));
      await save(ada, formData({ projects: [project("p1", "Robot", picture.storageId), project("p2", "Kite", other.storageId)] }));
      await ada.as.mutation(api.portfolios.publishDraft, {});
      // Deleted from the draft: the page and its version still name Robot's picture.
      await save(ada, formData({ projects: [] }));
      const [robot, kite] = ["Robot", "Kite"].map((label) => label);
      const id = async (label: string) => (await trashOf(ada)).find((item) => item.label === label)!.id;
      await ada.as.mutation(api.trash.deleteForever, { id: await id(robot) });
      expect(await uploadRow(t, picture.storageId)).not.toBeNull();
      // Unpublish and delete the page, and the version: now only the Kite trash item names `other`.
      await ada.as.mutation(api.trash.deletePortfolio, {});
      const [version] = (await ada.as.query(api.portfolioVersions.list, {}))!;
      await ada.as.mutation(api.trash.deleteVersion, { versionId: version.id });
      expect(await uploadRow(t, other.storageId)).not.toBeNull();
      // Thirty days on, everything is emptied and both pictures (variants too) go.
      expect((await trashOf(ada)).map((item) => item.label)).toContain(kite);
      await thirtyDaysPass(t);
      expect(await trashOf(ada)).toEqual([]);
      for (const image of [picture, other]) {
        expect(await uploadRow(t, image.storageId)).toBeNull();
        expect(
          await t.run((ctx) =>
            ctx.db
              .query("imageVariants")
              .withIndex("by_imageId_and_width", (q) => q.eq("imageId", image.storageId))
              .collect(),
          ),
        ).toEqual([]);
      }
      expect(await t.run((ctx) => ctx.db.query("portfolioVersions").collect())).toEqual([]);
      expect(await t.run((ctx) => ctx.db.query("trashPayloads").collect())).toEqual([]);
      expect(await fileExists(t, picture.storageId)).toBe(false);
    },
    SLOW,
  );

  test(
    "the empty works in byte-bounded steps under a deployment's limits and leaves newer items alone",
    async () => {
      const t = await setupBackend({ limits: "strict" });
      const ada = await signedUpUser(t);
      // Twelve near-budget portfolios in the trash: about 10 MB, more than one transaction may read or delete.
      const big = "字".repeat(280_000);
      for (let i = 0; i < 12; i++) {
        await t.run(async (ctx) => {
          const data = { kind: "draft" as const, templateId: "minimalist", formData: { ...formData(), about: big } };
          const payloadId = await ctx.db.insert("trashPayloads", { userId: ada.userId, data });
          await ctx.db.insert("trashItems", {
            userId: ada.userId,
            kind: "portfolio",
            label: `Old ${i}`,
            deletedAt: 1,
            expiresAt: 1 + TRASH_MS,
            imageIds: [],
            bytes: getConvexSize(data as unknown as Value),
            restore: { kind: "portfolio", draftPayloadId: payloadId, pagePayloadId: null, slug: null, wasPublished: false },
          });
        });
      }
      await save(ada, formData({ customSections: [section("awards", "Awards")] }));
      await save(ada, formData());
      const old = async () => (await t.run((ctx) => ctx.db.query("trashItems").collect())).filter((item) => item.label.startsWith("Old")).length;
      // One step empties what its byte budget allows, and schedules the next.
      await t.mutation(internal.trash.emptyExpired, {});
      const afterOne = await old();
      expect(afterOne).toBeGreaterThan(0);
      expect(12 - afterOne).toBeLessThanOrEqual(Math.ceil(EMPTY_BYTES / 800_000));
      vi.useFakeTimers();
      try {
        await t.finishAllScheduledFunctions(vi.runAllTimers);
      } finally {
        vi.useRealTimers();
      }
      expect(await old()).toBe(0);
      expect((await trashOf(ada)).map((item) => item.label)).toEqual(["Awards"]);
      expect(await t.run((ctx) => ctx.db.query("trashPayloads").collect())).toHaveLength(1);
    },
    SLOW,
  );
});

describe("account deletion and its undo link", () => {
  async function deletedAda() {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData() });
    await ada.as.action(api.account.deleteAccount, { password: ada.password });
    const mail = (await scheduledMailsTo(t, "ada@example.com")).find((m) => m.subject === "Your Portfolio Builder account is deleted");
    const token = mail?.text.match(/\/restore-account\/([A-Za-z0-9_-]{43})/)?.[1];
    if (!token) throw new Error("no undo link mailed");
    return { t, ada, token };
  }

  test("the mail's link brings the account back with everything, once; only the token's hash is stored", async () => {
    const { t, ada, token } = await deletedAda();
    expect(await t.query(api.portfolios.getPublic, { userId: ada.userId })).toEqual({ status: "gone" });
    expect(await rejectionData(passwordSignIn(t, ada.email, ada.password, "signIn"))).toMatchObject({ code: "auth/invalid-credential" });
    const rows = await t.run((ctx) => ctx.db.query("accountDeletions").collect());
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await t.mutation(api.account.undoDeletion, { token })).toEqual({ email: "ada@example.com" });
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId })).status).toBe("published");
    expect((await passwordSignIn(t, ada.email, ada.password, "signIn")).tokens?.token).toEqual(expect.any(String));
    expect(await rejectionData(t.mutation(api.account.undoDeletion, { token }))).toMatchObject({ code: "account/undo-invalid" });
  });

  test("after 7 days the link no longer works and the hourly purge deletes the account for good", async () => {
    const { t, ada, token } = await deletedAda();
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("accountDeletions").collect()) await ctx.db.patch("accountDeletions", row._id, { expiresAt: Date.now() - 1 });
    });
    expect(await rejectionData(t.mutation(api.account.undoDeletion, { token }))).toMatchObject({ code: "account/undo-invalid" });
    await runWithScheduled(t, internal.account.purgeDeleted);
    expect(await t.run((ctx) => ctx.db.get("users", ada.userId))).toBeNull();
    expect(await t.run((ctx) => ctx.db.query("accountDeletions").collect())).toEqual([]);
  });

  test("a link restores only the account it was made for: another account's link, or a made-up one, changes nothing", async () => {
    const { t, ada, token } = await deletedAda();
    const bob = await signedUpUser(t, "bob@example.com");
    await bob.as.action(api.account.deleteAccount, { password: bob.password });
    expect(await rejectionData(t.mutation(api.account.undoDeletion, { token: "x".repeat(43) }))).toMatchObject({ code: "account/undo-invalid" });
    // A signed-in stranger using Ada's link brings back Ada, not themselves, and Bob stays deleted.
    const eve = await signedUpUser(t, "eve@example.com");
    expect(await eve.as.mutation(api.account.undoDeletion, { token })).toEqual({ email: "ada@example.com" });
    expect(await t.run((ctx) => ctx.db.get("users", bob.userId))).toMatchObject({ deletedAt: expect.any(Number) });
    expect(await t.run((ctx) => ctx.db.get("users", ada.userId))).not.toHaveProperty("deletedAt");
  });
});
