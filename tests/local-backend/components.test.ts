import { afterAll, describe, expect, test } from "vitest";
import { RATE_LIMITS } from "../../convex/lib/rateLimits";
import { Engine } from "../../local-backend/convexTestAdapter";
import { componentLogLevel } from "../../local-backend/components";
import { openPersistedEngine, removeTempDataDirs, tempDataDir } from "./helpers";

afterAll(() => removeTempDataDirs());

const message = { name: "Grace Hopper", email: "grace@example.com", phno: "+1 555 0100", message: "Hello!" };

async function send(engine: Engine): Promise<string> {
  try {
    await engine.run("mutation", "contact:send", message, null);
    return "sent";
  } catch (error) {
    return (error as { data?: { code?: string } }).data?.code ?? String(error);
  }
}

describe("Convex components on the local backend", () => {
  test("the rate limiter's state is saved with the app's tables and restored after a restart (log and snapshot)", async () => {
    const dataDir = tempDataDir();
    const first = await openPersistedEngine(dataDir);
    for (let i = 0; i < RATE_LIMITS.contactPerEmail.capacity; i++) expect(await send(first.engine)).toBe("sent");
    expect(first.engine.componentTableSize("rateLimiter", "rateLimits")).toBeGreaterThan(0);
    await first.persistence.close();

    // Restored from the log: the sender's allowance is still spent.
    const second = await openPersistedEngine(dataDir);
    expect(await send(second.engine)).toBe("contact/rate-limited");
    expect(second.engine.componentTableSize("rateLimiter", "rateLimits")).toBe(first.engine.componentTableSize("rateLimiter", "rateLimits"));
    await second.persistence.compact();
    await second.persistence.close();

    // Restored from a snapshot, and new component documents get ids that do not collide with restored ones.
    const third = await openPersistedEngine(dataDir);
    expect(await send(third.engine)).toBe("contact/rate-limited");
    await third.engine.run("mutation", "contact:send", { ...message, email: "someone@example.com" }, null);
    const ids = third.engine.documents().map((doc) => doc._id);
    expect(new Set(ids).size).toBe(ids.length);
    await third.persistence.close();
  });
});

describe("the sharded counter and presence on the local backend", () => {
  test("views and open tabs are counted by the components, and kept across a restart", async () => {
    const dataDir = tempDataDir();
    const first = await openPersistedEngine(dataDir);
    const { userId, sessionId } = (await first.engine.runInTransaction(async (ctx) => {
      const userId = await ctx.db.insert("users", { email: "ada@example.com" });
      await ctx.db.insert("pageFacts", { userId, published: true });
      const sessionId = await ctx.db.insert("authSessions", { userId, expirationTime: Date.now() + 86_400_000 });
      return { userId, sessionId };
    })) as { userId: string; sessionId: string };
    const owner = { subject: `${userId}|${sessionId}`, issuer: process.env.CONVEX_SITE_URL!, tokenIdentifier: `x|${userId}` };
    const views = [1, 2, 3].map((n) => ({ key: { userId }, visitor: n.toString(16).padStart(64, "0"), referrer: null }));
    expect(await first.engine.run("mutation", "audience:recordViews", { views }, null)).toEqual({ counted: 3 });
    expect(await first.engine.run("mutation", "audience:heartbeat", { key: { userId }, token: "tab-token-0000000001" }, null)).toMatchObject({
      sessionToken: expect.any(String),
    });
    expect(first.engine.componentTableSize("shardedCounter", "counters")).toBeGreaterThan(0);
    expect(first.engine.componentTableSize("presence", "sessions")).toBe(1);
    expect(await first.engine.run("query", "audience:viewingNow", {}, owner)).toBe(1);
    await first.persistence.close();

    const second = await openPersistedEngine(dataDir);
    expect(await second.engine.run("query", "audience:summary", {}, owner)).toMatchObject({ totalViews: 3 });
    expect(await second.engine.run("query", "audience:viewingNow", {}, owner)).toBe(1);
    expect(await second.engine.run("mutation", "audience:recordViews", { views }, null)).toEqual({ counted: 0 });
    await second.persistence.close();
  });
});

test("the components see LOG_LEVEL only in the names they accept (LOG_LEVEL=debug failed every presence heartbeat)", () => {
  expect(componentLogLevel("debug")).toBe("DEBUG");
  expect(componentLogLevel("Info")).toBe("INFO");
  expect(componentLogLevel("silent")).toBeUndefined();
  expect(componentLogLevel(undefined)).toBeUndefined();
});
