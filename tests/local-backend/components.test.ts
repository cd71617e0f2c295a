import path from "node:path";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import { afterAll, describe, expect, test } from "vitest";
import { RATE_LIMITS } from "../../convex/lib/rateLimits";
import { Engine } from "../../local-backend/convexTestAdapter";
import { ConvexModules } from "../../local-backend/modules";
import { Persistence } from "../../local-backend/persistence";
import { removeTempDataDirs, tempDataDir } from "./helpers";

afterAll(() => removeTempDataDirs());

/** An engine with the app's schema and components whose commits go to a Persistence on `dataDir`. */
async function open(dataDir: string) {
  process.env.CONVEX_SITE_URL ??= "http://127.0.0.1:1";
  const modules = new ConvexModules(path.resolve("convex"));
  const schema = (await modules.load("schema"))?.default as SchemaDefinition<GenericSchema, boolean>;
  const engine = await Engine.create(schema, modules.map);
  engine.setFileHooks({ uploadUrl: () => "u", fileUrl: (id) => id, persist: async (_id, blob) => blob });
  const persistence = new Persistence(dataDir, engine, async () => undefined);
  await persistence.restore();
  engine.onCommit((commit) => persistence.append(commit));
  return { engine, persistence };
}

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
    const first = await open(dataDir);
    for (let i = 0; i < RATE_LIMITS.contactPerEmail.capacity; i++) expect(await send(first.engine)).toBe("sent");
    expect(first.engine.componentTableSize("rateLimiter", "rateLimits")).toBeGreaterThan(0);
    await first.persistence.close();

    // Restored from the log: the sender's allowance is still spent.
    const second = await open(dataDir);
    expect(await send(second.engine)).toBe("contact/rate-limited");
    expect(second.engine.componentTableSize("rateLimiter", "rateLimits")).toBe(first.engine.componentTableSize("rateLimiter", "rateLimits"));
    await second.persistence.compact();
    await second.persistence.close();

    // Restored from a snapshot, and new component documents get ids that do not collide with restored ones.
    const third = await open(dataDir);
    expect(await send(third.engine)).toBe("contact/rate-limited");
    await third.engine.run("mutation", "contact:send", { ...message, email: "someone@example.com" }, null);
    const ids = third.engine.documents().map((doc) => doc._id);
    expect(new Set(ids).size).toBe(ids.length);
    await third.persistence.close();
  });
});
