import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { RETENTION_MS } from "../../convex/contact";
import { RATE_LIMITS } from "../../convex/lib/rateLimits";
import { rejectionData, setupBackend, signedUpUser } from "./setup";

const message = { name: "Grace Hopper", email: "grace@example.com", phno: "+1 555 0100", message: "Hello!" };

describe("contact messages", () => {
  test("anyone can send; the message is stored trimmed with the sender's user id if signed in", async () => {
    const t = await setupBackend();
    await t.mutation(api.contact.send, { ...message, name: "  Grace Hopper " });
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.contact.send, { ...message, email: "ada@example.com" });
    const rows = await t.run((ctx) => ctx.db.query("contactMessages").collect());
    expect(rows).toEqual([
      expect.objectContaining({ name: "Grace Hopper", email: "grace@example.com", userId: null }),
      expect.objectContaining({ email: "ada@example.com", userId: ada.userId }),
    ]);
  });

  test("name, email and phone are required; the message is length-limited", async () => {
    const t = await setupBackend();
    const data = await rejectionData(t.mutation(api.contact.send, { name: "", email: "x", phno: "", message: "x".repeat(5001) }));
    expect(data).toMatchObject({
      code: "validation/invalid",
      fields: {
        name: "Full name is required.",
        email: "Enter a valid email address.",
        phno: "Phone number is required.",
        message: "Message must be at most 5000 characters.",
      },
    });
  });

  test("each sender is rate-limited, and may send again after the window", async () => {
    vi.useFakeTimers();
    try {
      const t = await setupBackend();
      for (let i = 0; i < RATE_LIMITS.contactPerEmail.capacity; i++) await t.mutation(api.contact.send, message);
      expect(await rejectionData(t.mutation(api.contact.send, { ...message, email: "GRACE@example.com" }))).toMatchObject({
        code: "contact/rate-limited",
      });
      await t.mutation(api.contact.send, { ...message, email: "someone@example.com" });
      vi.advanceTimersByTime(RATE_LIMITS.contactPerEmail.period);
      await t.mutation(api.contact.send, message);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a new sender email each time does not get past the form's own allowance", async () => {
    const t = await setupBackend();
    let stored = 0;
    for (let i = 0; i < 200; i++) {
      try {
        await t.mutation(api.contact.send, { ...message, email: `sender${i}@example.com` });
        stored++;
      } catch (error) {
        expect((error as { data?: { code?: string } }).data?.code).toBe("contact/rate-limited");
      }
    }
    expect(stored).toBe(RATE_LIMITS.contactAll.capacity);
    expect(await t.run((ctx) => ctx.db.query("contactMessages").collect())).toHaveLength(stored);
  });

  test("a signed-in sender has an allowance of their own whatever email they type", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    for (let i = 0; i < RATE_LIMITS.contactPerAccount.capacity; i++) await ada.as.mutation(api.contact.send, { ...message, email: `a${i}@example.com` });
    expect(await rejectionData(ada.as.mutation(api.contact.send, { ...message, email: "fresh@example.com" }))).toMatchObject({ code: "contact/rate-limited" });
    // Not the others': a stranger still gets through.
    await t.mutation(api.contact.send, { ...message, email: "fresh@example.com" });
  });

  test("the daily purge removes messages past retention and keeps recent ones", async () => {
    const t = await setupBackend();
    await t.run(async (ctx) => {
      await ctx.db.insert("contactMessages", { ...message, userId: null, createdAt: Date.now() - RETENTION_MS - 1000 });
      await ctx.db.insert("contactMessages", { ...message, userId: null, createdAt: Date.now() });
    });
    expect(await t.mutation(internal.contact.purgeOld, {})).toBe(1);
    expect(await t.run((ctx) => ctx.db.query("contactMessages").collect())).toHaveLength(1);
  });
});
