import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConvexError } from "convex/values";
import type { Id } from "../../../convex/_generated/dataModel";
import { FakeXhr } from "./fakeXhr";
import { createImageUploader, postFile, STORAGE_ERROR_MESSAGES, storageCodeForStatus, UploadError } from "../../../src/uploads/upload";

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "me.png", { type: "image/png" });

function uploader() {
  let urls = 0;
  const generateUploadUrl = vi.fn(async () => `https://files.example/upload/${++urls}`);
  const confirmUpload = vi.fn(async (storageId: Id<"_storage">) => ({ storageId, image: { src: `https://files.example/${storageId}` } }));
  return { upload: createImageUploader({ generateUploadUrl, confirmUpload, random: () => 0 }), generateUploadUrl, confirmUpload };
}

beforeEach(() => FakeXhr.install());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("image upload", () => {
  it("posts the file with its type, reports progress, confirms and returns id and image", async () => {
    const { upload, confirmUpload } = uploader();
    const progress: number[] = [];
    await expect(upload(png(), { onProgress: (p) => progress.push(p) })).resolves.toEqual({
      storageId: "stored-1",
      image: { src: "https://files.example/stored-1" },
    });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(FakeXhr.sent[0].contentType).toBe("image/png");
    expect(progress).toEqual([0, 0.5, 1]);
    expect(confirmUpload).toHaveBeenCalledWith("stored-1");
  });

  it.each([503, 500, 408, 429, "network"] as const)("retries after %s with backoff and a fresh upload URL", async (failure) => {
    vi.useFakeTimers();
    FakeXhr.responses = [failure, failure, 200];
    const { upload, generateUploadUrl } = uploader();
    const result = upload(png());
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeXhr.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(980);
    expect(FakeXhr.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(FakeXhr.sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeXhr.sent).toHaveLength(3);
    await expect(result).resolves.toMatchObject({ storageId: "stored-3" });
    expect(generateUploadUrl).toHaveBeenCalledTimes(3);
    expect(new Set(FakeXhr.sent.map((s) => s.url)).size).toBe(3);
  });

  it.each([
    [400, "storage/invalid-argument"],
    [403, "storage/unauthorized"],
    [401, "storage/unauthenticated"],
    [404, "storage/object-not-found"],
  ] as const)("does not retry %s and explains it (%s)", async (status, code) => {
    FakeXhr.responses = [status];
    const { upload } = uploader();
    const error = await upload(png()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).code).toBe(code);
    expect((error as UploadError).message).toBe(STORAGE_ERROR_MESSAGES[code]);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it("gives up after 10 minutes of failures with the retry-limit message", async () => {
    vi.useFakeTimers();
    FakeXhr.responses = Array(100).fill(503);
    const { upload } = uploader();
    const result = upload(png()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    const error = (await result) as UploadError;
    expect(error.code).toBe("storage/retry-limit-exceeded");
    expect(error.message).toMatch(/10 minutes/);
    expect(FakeXhr.sent).toHaveLength(15);
  });

  it("refuses non-image files before any request", async () => {
    const { upload, generateUploadUrl } = uploader();
    const svg = new File(["<svg/>"], "x.svg", { type: "image/svg+xml" });
    await expect(upload(svg)).rejects.toThrow("Only PNG, JPEG, WebP or GIF images can be uploaded.");
    expect(generateUploadUrl).not.toHaveBeenCalled();
  });

  it("shows the server's reason when confirmation refuses the file", async () => {
    const { upload, confirmUpload } = uploader();
    confirmUpload.mockRejectedValueOnce(new ConvexError({ code: "storage/invalid-format", message: "Only PNG, JPEG, WebP or GIF images can be uploaded." }));
    const error = (await upload(png()).catch((e: unknown) => e)) as UploadError;
    expect(error.code).toBe("storage/invalid-format");
    expect(error.message).toBe("Only PNG, JPEG, WebP or GIF images can be uploaded.");
    expect(confirmUpload).toHaveBeenCalledTimes(1);
  });

  it("maps statuses per the spec and names every storage code", () => {
    expect(storageCodeForStatus(402)).toBe("storage/quota-exceeded");
    expect(storageCodeForStatus(502)).toBe("storage/internal-error");
    for (const message of Object.values(STORAGE_ERROR_MESSAGES)) expect(message.length).toBeGreaterThan(10);
  });

  it("aborts the request when the signal aborts", async () => {
    FakeXhr.responses = [200];
    const controller = new AbortController();
    const pending = postFile("https://files.example/u", png(), { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as UploadError).code).toBe("storage/canceled");
  });
});
