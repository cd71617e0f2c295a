import { describe, expect, test } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { formData, PNG_BYTES, setupBackend, signedUpUser, uploadAs, type Backend, type TestUser } from "./setup";

// convex-test runs shareImage:render for real here (sharp and satori load in this runtime too).

const scheduledRenders = (t: Backend) =>
  t.run(async (ctx) => (await ctx.db.system.query("_scheduled_functions").collect()).filter((job) => job.name === "shareImage:render"));

const portfolioRow = (t: Backend, userId: Id<"users">) =>
  t.run(
    async (ctx) =>
      await ctx.db
        .query("portfolios")
        .withIndex("by_userId", (q) => q.eq("userId", userId))
        .unique(),
  );

const storedFiles = (t: Backend) => t.run(async (ctx) => await ctx.db.system.query("_storage").collect());

/** Publishes, then waits a moment so the next publish gets a later `publishedAt`. */
async function publish(user: TestUser, overrides: Parameters<typeof formData>[0] = {}) {
  const result = await user.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData(overrides) });
  await new Promise((resolve) => setTimeout(resolve, 3));
  return result;
}

const runScheduled = (t: Backend) => t.finishAllScheduledFunctions(() => {});

/** Width and height from a PNG's IHDR chunk. */
async function pngSize(t: Backend, storageId: Id<"_storage">) {
  const file = await t.run(async (ctx) => {
    const blob = await ctx.storage.get(storageId);
    return { bytes: await blob!.arrayBuffer(), type: blob!.type };
  });
  const bytes = new Uint8Array(file.bytes);
  const view = new DataView(file.bytes);
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: view.getUint32(16), height: view.getUint32(20), bytes: bytes.byteLength, type: file.type };
}

// The first render loads satori's layout engine and parses the fonts; the machine is shared.
describe("the share image", { timeout: 30_000 }, () => {
  test("publish schedules one render for that publish; the image is a 1200×630 PNG and getPublic gives its URL", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const photo = await uploadAs(t, ada);
    const { publishedAt } = await publish(ada, { image: photo.storageId });

    const jobs = await scheduledRenders(t);
    expect(jobs.map((job) => job.args)).toEqual([[{ userId: ada.userId, publishedAt }]]);
    await runScheduled(t);
    expect((await scheduledRenders(t)).map((job) => job.state.kind)).toEqual(["success"]);

    const row = await portfolioRow(t, ada.userId);
    expect(row?.shareImageId).toBeDefined();
    expect(await pngSize(t, row!.shareImageId!)).toMatchObject({ width: 1200, height: 630, type: "image/png" });
    expect((await pngSize(t, row!.shareImageId!)).bytes).toBeLessThanOrEqual(150 * 1024);

    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(page.status === "published" && page.shareImageUrl).toBe(await t.run((ctx) => ctx.storage.getUrl(row!.shareImageId!)));
  });

  test("until the render has run, getPublic says null", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData() });
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(page).toMatchObject({ status: "published", shareImageUrl: null });
    await runScheduled(t);
  });

  test("republishing replaces the image and deletes the old file", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await publish(ada);
    await runScheduled(t);
    const first = (await portfolioRow(t, ada.userId))!.shareImageId!;

    await publish(ada, { role: "Poet" });
    await runScheduled(t);
    const second = (await portfolioRow(t, ada.userId))!.shareImageId!;
    expect(second).not.toBe(first);
    expect(await t.run((ctx) => ctx.storage.get(first))).toBeNull();
    expect((await storedFiles(t)).map((file) => file._id)).toEqual([second]);
  });

  test("a render for an older publish never replaces the newer publish's image", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const older = await publish(ada, { role: "Engineer" });
    const newer = await publish(ada, { role: "Poet" });
    await runScheduled(t);
    // The older render found its publish overtaken and drew nothing; the newer one was kept.
    expect((await scheduledRenders(t)).map((job) => job.state.kind)).toEqual(["success", "success"]);
    const kept = (await portfolioRow(t, ada.userId))!.shareImageId!;
    expect((await storedFiles(t)).map((file) => file._id)).toEqual([kept]);

    // A render that started before the newer publish and finishes after it: its file is thrown away.
    const late = await t.run((ctx) => ctx.storage.store(new Blob([PNG_BYTES], { type: "image/png" })));
    expect(await t.mutation(internal.shareImageRecords.record, { userId: ada.userId, publishedAt: older.publishedAt, storageId: late })).toBe(false);
    expect(await t.run((ctx) => ctx.storage.get(late))).toBeNull();
    expect((await portfolioRow(t, ada.userId))!.shareImageId).toBe(kept);

    // Run again for the older publish: nothing drawn, nothing stored.
    expect(await t.action(internal.shareImage.render, { userId: ada.userId, publishedAt: older.publishedAt })).toBe(false);
    expect((await storedFiles(t)).map((file) => file._id)).toEqual([kept]);
    // For the live publish a render is kept (it replaces the previous file).
    expect(await t.action(internal.shareImage.render, { userId: ada.userId, publishedAt: newer.publishedAt })).toBe(true);
    expect((await storedFiles(t)).map((file) => file._id)).toEqual([(await portfolioRow(t, ada.userId))!.shareImageId]);
  });

  test("unpublishing deletes the image; a render still running for that publish keeps nothing", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const { publishedAt } = await publish(ada);
    await runScheduled(t);
    const image = (await portfolioRow(t, ada.userId))!.shareImageId!;

    await ada.as.mutation(api.portfolios.unpublish, {});
    expect(await t.run((ctx) => ctx.storage.get(image))).toBeNull();
    expect((await portfolioRow(t, ada.userId))!.shareImageId).toBeUndefined();
    expect(await t.action(internal.shareImage.render, { userId: ada.userId, publishedAt })).toBe(false);
    expect(await storedFiles(t)).toEqual([]);
  });

  test("an uploaded photo that does not decode still gives an image (initials)", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    // Passes the upload check (PNG signature) but is not a decodable image.
    const broken = Uint8Array.from([...PNG_BYTES.subarray(0, 16), ...new Uint8Array(64)]);
    const photo = await uploadAs(t, ada, broken);
    await publish(ada, { image: photo.storageId });
    await runScheduled(t);
    const row = await portfolioRow(t, ada.userId);
    expect(await pngSize(t, row!.shareImageId!)).toMatchObject({ width: 1200, height: 630 });
  });
});
