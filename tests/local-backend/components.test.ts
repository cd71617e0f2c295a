import { afterAll, describe, expect, test } from "vitest";
import { RATE_LIMITS } from "../../convex/lib/rateLimits";
import { Engine } from "../../local-backend/convexTestAdapter";
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
