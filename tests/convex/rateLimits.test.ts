import { afterEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { RATE_LIMIT_ROW_MAX_AGE_MS, RATE_LIMITS, rateLimiter } from "../../convex/lib/rateLimits";
import { presence } from "../../convex/lib/presenceRooms";
import { componentRows, rejectionData, setupBackend, signedUpUser, uploadAs } from "./setup";

afterEach(() => {
  vi.useRealTimers();
});

describe("per-account limits on signed-in calls", () => {
  test("builder heartbeats beyond the account's allowance change nothing until it refills", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const where = async () => (await componentRows<{ data?: { section: string } }>(t, "presence", "presence"))[0]?.data?.section;
    const beat = (section: string) => ada.as.mutation(api.builderPresence.heartbeat, { session: "builder-session-000001", at: { section } });
    for (let i = 0; i < RATE_LIMITS.builderPresencePerAccount.capacity; i++) await beat("about");
    expect(await beat("skills")).toBeNull();
    expect(await where()).toBe("about");
    vi.advanceTimersByTime(10_000);
    await beat("skills");
    expect(await where()).toBe("skills");
  });

  test("a builder heartbeat that repeats its place writes no place: only a new section or field does", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const writes = vi.spyOn(presence, "updateRoomUser");
    const beat = (section: string, field?: string) =>
      ada.as.mutation(api.builderPresence.heartbeat, { session: "builder-session-000001", at: { section, field } });
    await beat("about");
    await beat("about");
    await beat("about");
    expect(writes).toHaveBeenCalledTimes(1);
    await beat("about", "bio");
    await beat("about", "bio");
    await beat("skills");
    expect(writes).toHaveBeenCalledTimes(3);
    expect((await componentRows<{ data?: { section: string } }>(t, "presence", "presence"))[0]?.data).toEqual({ section: "skills", field: null });
  });

  test("uploads past the account's allowance are refused before any decoding, saying how long to wait", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    for (let i = 0; i < RATE_LIMITS.imageUploadsPerAccount.capacity; i++) await uploadAs(t, ada);
    expect(await rejectionData(uploadAs(t, ada))).toEqual({
      code: "account/rate-limited",
      message: expect.stringMatching(/^Too many uploads\. Please wait \d+ seconds? and try again\.$/),
    });
    // Another account is not held up.
    await uploadAs(t, await signedUpUser(t, "grace@example.com"));
  });

  test("imports past the account's allowance are refused before the file is read", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const json = JSON.stringify({ basics: { name: "Ada Lovelace" } });
    let revision = 0;
    for (let i = 0; i < RATE_LIMITS.importsPerAccount.capacity; i++)
      ({ revision } = await ada.as.mutation(api.drafts.importJsonResume, { json, baseRevision: revision }));
    expect(await rejectionData(ada.as.mutation(api.drafts.importJsonResume, { json, baseRevision: revision }))).toMatchObject({ code: "account/rate-limited" });
    expect(await rejectionData(ada.as.mutation(api.drafts.importLinkedIn, { files: [], baseRevision: revision }))).toMatchObject({
      code: "account/rate-limited",
    });
  });
});

describe("rate-limit buckets", () => {
  test("the daily cron drops buckets older than two days, and only those", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const message = { name: "Grace Hopper", email: "grace@example.com", phno: "+1 555 0100", message: "Hello!" };
    // A bucket the limiter has no row for reads as last updated at 0.
    const stored = async (email: string) => (await t.run((ctx) => rateLimiter.getValue(ctx, "contactPerEmail", { key: email }))).ts !== 0;
    await t.mutation(api.contact.send, message);
    vi.advanceTimersByTime(RATE_LIMIT_ROW_MAX_AGE_MS);
    await t.mutation(api.contact.send, { ...message, email: "ada@example.com" });
    vi.advanceTimersByTime(1);
    await t.mutation(internal.rateLimits.forgetOld, {});
    expect(await stored("grace@example.com")).toBe(false);
    expect(await stored("ada@example.com")).toBe(true);
  });
});
