import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../../convex/_generated/api";
import { RATE_LIMITS } from "../../convex/lib/rateLimits";
import { setupBackend, signedUpUser } from "./setup";

afterEach(() => {
  vi.useRealTimers();
});

describe("per-account limits on signed-in calls", () => {
  test("builder heartbeats beyond the account's allowance change nothing until it refills", async () => {
    vi.useFakeTimers();
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const where = async () => (await t.run((ctx) => ctx.db.query("builderPresence").unique()))?.section;
    for (let i = 0; i < RATE_LIMITS.builderPresencePerAccount.capacity; i++) await ada.as.mutation(api.presence.heartbeat, { section: "about" });
    await ada.as.mutation(api.presence.heartbeat, { section: "skills" });
    expect(await where()).toBe("about");
    vi.advanceTimersByTime(10_000);
    await ada.as.mutation(api.presence.heartbeat, { section: "skills" });
    expect(await where()).toBe("skills");
  });
});
