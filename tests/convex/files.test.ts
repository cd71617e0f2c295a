import { describe, expect, test, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import { LIMITS } from "../../convex/model/limits";
import { PNG_BYTES, rejectionData, setupBackend, signedUpUser, uploadAs } from "./setup";

const storedFiles = (t: Awaited<ReturnType<typeof setupBackend>>) => t.run((ctx) => ctx.db.system.query("_storage").collect());

/**
 * Records which files' bytes functions fetch (`ctx.storage.get`), by watching the syscall
 * convex-test routes it through (the Convex global exists once a test backend has run something).
 */
function watchBlobReads(): string[] {
  const convex = (globalThis as { Convex?: object }).Convex!;
  const syscall = Object.getOwnPropertyDescriptor(convex, "jsSyscall")!.get!;
  const reads: string[] = [];
  vi.spyOn(convex as { jsSyscall: unknown }, "jsSyscall", "get").mockImplementation(() => {
    const real = syscall.call(convex) as (op: string, args: { storageId?: string }) => Promise<unknown>;
    return async (op: string, args: { storageId?: string }) => {
      if (op === "storage/getBlob") reads.push(args.storageId ?? "");
      return await real(op, args);
    };
  });
  return reads;
}

describe("image uploads", () => {
  test("signed-in users get an upload URL; anonymous callers do not", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await ada.as.mutation(api.files.generateUploadUrl, {})).toEqual(expect.stringContaining("upload"));
    expect(await rejectionData(t.mutation(api.files.generateUploadUrl, {}))).toMatchObject({ code: "auth/unauthenticated" });
  });

  test("a PNG is accepted, recorded as the caller's upload and gets its variants' URLs", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const result = await uploadAs(t, ada);
    expect(result.image.src).toEqual(expect.stringContaining("/api/storage/"));
    const uploads = await t.run((ctx) => ctx.db.query("uploads").collect());
    expect(uploads).toEqual([expect.objectContaining({ userId: ada.userId, storageId: result.storageId, contentType: "image/png" })]);
  });

  test("an SVG (even named as an image) is refused and deleted", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const data = await rejectionData(uploadAs(t, ada, svg, "image/svg+xml"));
    expect(data).toMatchObject({ code: "storage/invalid-format" });
    expect(await storedFiles(t)).toEqual([]);
  });

  test("a text file declared as PNG is refused", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const data = await rejectionData(uploadAs(t, ada, new TextEncoder().encode("hello"), "image/png"));
    expect(data).toMatchObject({ code: "storage/invalid-format" });
  });

  test("an image over 5 MB is refused and deleted", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const big = new Uint8Array(LIMITS.imageBytes + 1);
    big.set(PNG_BYTES);
    const storageId = await t.run(async (ctx) => await ctx.storage.store(new Blob([big], { type: "image/png" })));
    // Judged from the file's metadata: its bytes are never fetched (a deployment stores uploads of any size).
    const reads = watchBlobReads();
    try {
      const data = await rejectionData(ada.as.action(api.files.confirmUpload, { storageId }));
      expect(data).toMatchObject({ code: "storage/invalid-argument", message: "Images must be 5 MB or smaller." });
    } finally {
      vi.restoreAllMocks();
    }
    expect(reads).toEqual([]);
    expect(await storedFiles(t)).toEqual([]);
    // The watch does see a read: an accepted upload's bytes are fetched.
    const watched = watchBlobReads();
    try {
      await uploadAs(t, ada);
    } finally {
      vi.restoreAllMocks();
    }
    expect(watched.length).toBeGreaterThan(0);
  });

  test("anonymous callers cannot confirm uploads; nobody can claim another user's file", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t, "ada@example.com");
    const bob = await signedUpUser(t, "bob@example.com");
    const storageId = await t.run((ctx) => ctx.storage.store(new Blob([PNG_BYTES], { type: "image/png" })));
    expect(await rejectionData(t.action(api.files.confirmUpload, { storageId }))).toMatchObject({ code: "storage/unauthorized" });
    await ada.as.action(api.files.confirmUpload, { storageId });
    expect(await rejectionData(bob.as.action(api.files.confirmUpload, { storageId }))).toMatchObject({ code: "storage/unauthorized" });
  });
});
