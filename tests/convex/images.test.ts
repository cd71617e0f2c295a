import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { IMAGE_TOO_LONG_SIDE, IMAGE_TOO_MANY_PIXELS, VARIANT_WIDTHS, variantWidths } from "../../convex/model/images";
import { formData, pngHeader, rejectionData, setupBackend, signedUpUser, uploadAs, type Backend, type TestUser } from "./setup";

const liveFiles = (t: Backend) => t.run(async (ctx) => (await ctx.db.system.query("_storage").collect()).map((file) => file._id));
const variantRows = (t: Backend) => t.run((ctx) => ctx.db.query("imageVariants").collect());
const store = (t: Backend, bytes: Uint8Array<ArrayBuffer>, type = "image/png") => t.run((ctx) => ctx.storage.store(new Blob([bytes], { type })));
const confirm = (user: TestUser, storageId: Id<"_storage">) => user.as.action(api.files.confirmUpload, { storageId });

/** An upload as it was stored before images were processed: a file and an uploads row, no variants. */
async function legacyUpload(t: Backend, userId: Id<"users">, bytes: Uint8Array<ArrayBuffer> = pngHeader(2400, 1600)) {
  return await t.run(async (ctx) => {
    const storageId = await ctx.storage.store(new Blob([bytes], { type: "image/png" }));
    await ctx.db.insert("uploads", { userId, storageId, contentType: "image/png", size: bytes.length, createdAt: Date.now() });
    return storageId;
  });
}

describe("image processing on upload", () => {
  test("a 2,400 px photo becomes WebP variants 320, 384, 480, 640 and 1280 px wide; the original is deleted", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const storageId = await store(t, pngHeader(2400, 1600));
    const result = await confirm(ada, storageId);

    expect(result.storageId).toBe(storageId);
    const rows = await variantRows(t);
    expect(rows.map((row) => [row.imageId, row.width, row.height])).toEqual([
      [storageId, 320, 213],
      [storageId, 384, 256],
      [storageId, 480, 320],
      [storageId, 640, 427],
      [storageId, 1280, 853],
    ]);
    // Only the variants remain; the uploaded original is gone, so it can never be served.
    expect((await liveFiles(t)).sort()).toEqual(rows.map((row) => row.storageId).sort());
    expect(await t.run((ctx) => ctx.storage.get(storageId))).toBeNull();
    const types = await t.run(async (ctx) => Promise.all(rows.map(async (row) => (await ctx.storage.get(row.storageId))?.type ?? null)));
    expect(types).toEqual(rows.map(() => "image/webp"));
    // The key stays the caller's upload, so ownership checks keep working.
    expect(await t.run((ctx) => ctx.db.query("uploads").collect())).toEqual([expect.objectContaining({ userId: ada.userId, storageId })]);

    const urls = await t.run(async (ctx) => Promise.all(rows.map((row) => ctx.storage.getUrl(row.storageId))));
    expect(result.image).toEqual({
      src: urls[4],
      srcSet: `${urls[0]} 320w, ${urls[1]} 384w, ${urls[2]} 480w, ${urls[3]} 640w, ${urls[4]} 1280w`,
      width: 1280,
      height: 853,
    });
  });

  test("images are never upscaled: 200 px gives one 200 px variant, 900 px gives 320, 384, 480, 640 and 900", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const small = await confirm(ada, await store(t, pngHeader(200, 100)));
    expect(small.image).toMatchObject({ width: 200, height: 100, srcSet: `${small.image.src} 200w` });
    const medium = await confirm(ada, await store(t, pngHeader(900, 900)));
    expect(medium.image.srcSet?.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["320w", "384w", "480w", "640w", "900w"]);
    expect(medium.image).toMatchObject({ width: 900, height: 900 });
  });

  test("a decompression bomb (a small PNG claiming 100,000 × 100,000 px) is refused and deleted", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const storageId = await store(t, pngHeader(100_000, 100_000));
    expect(await rejectionData(confirm(ada, storageId))).toEqual({ code: "storage/invalid-format", message: IMAGE_TOO_MANY_PIXELS });
    expect(await liveFiles(t)).toEqual([]);
    expect(await t.run((ctx) => ctx.db.query("uploads").collect())).toEqual([]);
  });

  test("a 30,000,000 × 1 PNG (under the pixel limit, but no real image) is refused and deleted", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    for (const [width, height] of [
      [30_000_000, 1],
      [1, 30_000_000],
    ]) {
      const storageId = await store(t, pngHeader(width!, height!));
      expect(await rejectionData(confirm(ada, storageId))).toEqual({ code: "storage/invalid-format", message: IMAGE_TOO_LONG_SIDE });
    }
    expect(IMAGE_TOO_LONG_SIDE).toBe("This image is too large (at most 20,000 pixels on a side). Please choose a smaller one.");
    expect(await liveFiles(t)).toEqual([]);
  });

  test("confirming the same upload twice answers the same and keeps one set of variants", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const storageId = await store(t, pngHeader(1000, 500));
    const result = await confirm(ada, storageId);
    expect(await confirm(ada, storageId)).toEqual(result);
    expect(await variantRows(t)).toHaveLength(variantWidths(1000).length);
    expect(await liveFiles(t)).toHaveLength(variantWidths(1000).length);
  });

  test("when two confirmations race, the later record keeps nothing of its own: no duplicate rows, no orphaned files", async () => {
    // convex-test cannot run two actions at once, so the race is played at the mutation that settles it.
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const storageId = await store(t, pngHeader(1000, 500));
    const variantFiles = async () => [await store(t, pngHeader(1, 1), "image/webp")];
    const upload = { userId: ada.userId, storageId, contentType: "image/png", size: 33 };
    const winner = await variantFiles();
    expect(await t.mutation(internal.images.record, { ...upload, variants: [{ width: 320, height: 160, storageId: winner[0] }] })).toBe("recorded");
    const loser = await variantFiles();
    expect(await t.mutation(internal.images.record, { ...upload, variants: [{ width: 320, height: 160, storageId: loser[0] }] })).toBe("duplicate");
    expect(await variantRows(t)).toEqual([expect.objectContaining({ storageId: winner[0] })]);
    expect(await liveFiles(t)).toEqual(winner);

    // Someone else's record for the same file keeps nothing either.
    const bob = await signedUpUser(t, "bob@example.com");
    const bobs = await variantFiles();
    expect(await t.mutation(internal.images.record, { ...upload, userId: bob.userId, variants: [{ width: 320, height: 160, storageId: bobs[0] }] })).toBe(
      "taken",
    );
    expect(await liveFiles(t)).toEqual(winner);
  });

  test("nobody can confirm another user's upload or one of its variants, and the attempt deletes nothing", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    const storageId = await store(t, pngHeader(800, 600));
    await confirm(ada, storageId);
    const before = await liveFiles(t);
    expect(await rejectionData(confirm(bob, storageId))).toMatchObject({ code: "storage/unauthorized" });
    for (const variant of await variantRows(t)) {
      expect(await rejectionData(confirm(bob, variant.storageId))).toMatchObject({ code: "storage/unauthorized" });
      // Not even the owner: confirming a variant would process it and delete it as an "original".
      expect(await rejectionData(confirm(ada, variant.storageId))).toMatchObject({ code: "storage/unauthorized" });
    }
    expect(await liveFiles(t)).toEqual(before);
    expect(await t.run((ctx) => ctx.db.query("uploads").collect())).toHaveLength(1);
  });

  test("a share image (public as og:image) cannot be claimed as an upload, so nobody can delete it", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    const shareImageId = await store(t, pngHeader(1200, 630));
    await t.run(async (ctx) => {
      await ctx.db.insert("portfolios", {
        userId: ada.userId,
        isPublished: true,
        selectedTemplate: "minimalist",
        portfolioData: formData(),
        publishedAt: new Date().toISOString(),
        shareImageId,
      });
    });
    expect(await rejectionData(confirm(bob, shareImageId))).toMatchObject({ code: "storage/unauthorized" });
    expect(await liveFiles(t)).toContain(shareImageId);
  });

  test("the public page, dashboard, draft and account photo all get the variants, never the original", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const { storageId, image } = await uploadAs(t, ada, pngHeader(2400, 1600));
    const projectImage = await uploadAs(t, ada, pngHeader(400, 300));
    const data = formData({
      image: storageId,
      projects: [{ title: "Engine", link: "", description: "", project_image: projectImage.storageId, technology: "" }],
    });
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: data, baseRevision: 0 });
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: data });
    expect(await ada.as.mutation(api.users.setPhoto, { storageId })).toEqual(image);

    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    if (page.status !== "published") throw new Error("expected a published page");
    expect(page.content.image).toEqual(image);
    expect(page.content.image?.srcSet).toMatch(/ 320w, .* 384w, .* 480w, .* 640w, .* 1280w$/);
    expect(page.content.projects[0].project_image).toEqual(projectImage.image);
    expect((await ada.as.query(api.portfolios.dashboard, {}))?.published?.image).toEqual(image);
    expect((await ada.as.query(api.drafts.get, {}))?.images).toEqual({ [storageId]: image, [projectImage.storageId]: projectImage.image });
    expect((await ada.as.query(api.users.current, {}))?.photo).toEqual(image);
  });
});

describe("images:migrate", () => {
  test("converts images stored before processing, page by page, and is safe to run again", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    const processed = (await uploadAs(t, ada, pngHeader(640, 480))).storageId;
    const legacy = [await legacyUpload(t, ada.userId), await legacyUpload(t, bob.userId, pngHeader(300, 300)), await legacyUpload(t, bob.userId)];
    const unreadable = await legacyUpload(t, ada.userId, new TextEncoder().encode("not an image at all"));
    const gone = await legacyUpload(t, ada.userId);
    await t.run((ctx) => ctx.storage.delete(gone));
    const beforePublish = new Set(await liveFiles(t));
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ image: legacy[0] }) });
    // Publishing schedules the share image's render; convex-test runs it beside the migration in
    // one shared transaction manager, so it must finish first (it failed CI once, interleaved).
    vi.useFakeTimers();
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    vi.useRealTimers();
    const shareImages = (await liveFiles(t)).filter((id) => !beforePublish.has(id));

    // Before the migration an unprocessed image shows nothing rather than its original.
    const before = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(before.status === "published" && before.content.image).toBeNull();

    const report = await t.action(internal.images.migrate, { batchSize: 2 });
    expect(report).toEqual({ scanned: 6, converted: 3, extended: 0, refused: 1, missing: 1, done: true });
    const rows = await variantRows(t);
    expect(new Set(rows.map((row) => row.imageId))).toEqual(new Set([processed, ...legacy]));
    // Originals (and the unreadable file) are deleted; only variants remain.
    expect((await liveFiles(t)).sort()).toEqual([...rows.map((row) => row.storageId), ...shareImages].sort());
    expect(await t.run((ctx) => ctx.storage.get(unreadable))).toBeNull();
    const after = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(after.status === "published" && after.content.image?.width).toBe(1280);
    // Ownership is unchanged: Bob's converted image is still his, not Ada's.
    expect(await rejectionData(ada.as.mutation(api.users.setPhoto, { storageId: legacy[1] }))).toMatchObject({ code: "storage/unauthorized" });
    expect(await bob.as.mutation(api.users.setPhoto, { storageId: legacy[1] })).toMatchObject({ width: 300 });

    const again = await t.action(internal.images.migrate, {});
    expect(again).toEqual({ scanned: 6, converted: 0, extended: 0, refused: 0, missing: 2, done: true });
    expect(await variantRows(t)).toEqual(rows);
  });

  test("an image processed before a width was added gets that width from its largest variant, once", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const { storageId } = await uploadAs(t, ada, pngHeader(2400, 1600));
    const small = (await uploadAs(t, ada, pngHeader(300, 200))).storageId;
    const added = VARIANT_WIDTHS[1];
    // As processed before `added` was one of VARIANT_WIDTHS: that row and its file do not exist.
    await t.run(async (ctx) => {
      const row = (await ctx.db.query("imageVariants").collect()).find((variant) => variant.imageId === storageId && variant.width === added)!;
      await ctx.db.delete("imageVariants", row._id);
      await ctx.storage.delete(row.storageId);
    });
    const before = await variantRows(t);

    expect(await t.action(internal.images.migrate, {})).toEqual({ scanned: 2, converted: 0, extended: 1, refused: 0, missing: 0, done: true });
    const rows = await variantRows(t);
    const made = rows.find((row) => row.imageId === storageId && row.width === added)!;
    expect(made.height).toBe(Math.round((1600 * added) / 2400));
    expect(await t.run(async (ctx) => (await ctx.storage.get(made.storageId))?.type)).toBe("image/webp");
    expect(rows.length).toBe(before.length + 1);
    // The public page offers it in srcset; a 300 px image (no width missing) is untouched.
    await ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ image: storageId }) });
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(page.status === "published" && page.content.image?.srcSet?.split(", ").map((entry) => entry.split(" ")[1])).toEqual(
      VARIANT_WIDTHS.map((width) => `${width}w`),
    );
    expect(rows.filter((row) => row.imageId === small).map((row) => row.width)).toEqual([300]);

    expect(await t.action(internal.images.migrate, {})).toEqual({ scanned: 2, converted: 0, extended: 0, refused: 0, missing: 0, done: true });
    expect(await variantRows(t)).toEqual(rows);
    expect((await liveFiles(t)).sort()).toEqual(rows.map((row) => row.storageId).sort());
  });
});
