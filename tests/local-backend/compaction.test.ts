import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { convexToJson } from "convex/values";
import { afterAll, describe, expect, test } from "vitest";
import { Engine } from "../../local-backend/convexTestAdapter";
import { openPersistedEngine, removeTempDataDirs, tempDataDir } from "./helpers";

afterAll(() => removeTempDataDirs());

const message = (n: number) => ({ name: `n${n}`, email: "a@b.co", phno: "1", message: `m${n}`, userId: null, createdAt: n });

const state = (engine: Engine) =>
  engine
    .documents()
    .map((doc) => JSON.stringify(convexToJson(doc)))
    .sort();

describe("snapshot + log", () => {
  test("a compaction during writes, then a restart, gives back exactly the committed state", async () => {
    const dataDir = tempDataDir();
    const first = await openPersistedEngine(dataDir);
    expect(first.restored).toBeNull();
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(await first.engine.runInTransaction(async (ctx) => await ctx.db.insert("contactMessages", message(i))));
    // Writes keep arriving while the snapshot is written.
    const compaction = first.persistence.compact();
    for (let i = 50; i < 80; i++) ids.push(await first.engine.runInTransaction(async (ctx) => await ctx.db.insert("contactMessages", message(i))));
    await compaction;
    await first.engine.runInTransaction(async (ctx) => {
      await ctx.db.delete(ids[0] as never);
      await ctx.db.patch(ids[1] as never, { message: "patched" });
    });
    await first.persistence.close();
    const segments = readdirSync(dataDir).filter((name) => name.startsWith("log-"));
    expect(readdirSync(dataDir)).toContain("snapshot.jsonl");

    const second = await openPersistedEngine(dataDir);
    expect(state(second.engine)).toEqual(state(first.engine));
    expect(second.engine.ts >= first.engine.ts).toBe(true); // timestamps never go back across a restart
    expect(second.engine.tableSize("contactMessages")).toBe(79);
    // Only the segment written after the compaction started is kept (plus the restart's new one when written).
    expect(segments).toHaveLength(1);
    await second.persistence.close();
  });

  test("a damaged record in an older segment stops the start and is kept aside", async () => {
    const dataDir = tempDataDir();
    const first = await openPersistedEngine(dataDir);
    await first.engine.runInTransaction(async (ctx) => void (await ctx.db.insert("contactMessages", message(1))));
    await first.persistence.close();
    const older = readdirSync(dataDir).find((name) => name.startsWith("log-"))!;
    writeFileSync(path.join(dataDir, older), Buffer.from("garbage that is no frame"), { flag: "a" });
    writeFileSync(path.join(dataDir, "log-999999.bin"), Buffer.alloc(0));
    await expect(openPersistedEngine(dataDir)).rejects.toMatchObject({ exitCode: 4 });
    expect(readdirSync(dataDir).some((name) => name.startsWith(`${older}.corrupt-`))).toBe(true);
  });

  test("a version-1 snapshot.json is read once and rewritten in today's form", async () => {
    const dataDir = tempDataDir();
    const legacyId = "10001contactMessages";
    const legacy = {
      format: "portfolio-builder/local-backend",
      version: 1,
      savedAt: new Date().toISOString(),
      documents: [{ _id: legacyId, _creationTime: 1, ...message(1) }],
      nextDocId: 10002,
      lastCreationTime: 1,
      lastCommitTs: "1000",
    };
    writeFileSync(path.join(dataDir, "snapshot.json"), JSON.stringify(legacy));
    const first = await openPersistedEngine(dataDir);
    expect(first.restored).toEqual({ documents: 1 });
    expect(first.engine.documents().map((doc) => doc._id)).toEqual([legacyId]);
    expect(existsSync(path.join(dataDir, "snapshot.json"))).toBe(false);
    expect(existsSync(path.join(dataDir, "snapshot.json.v1-backup"))).toBe(true);
    await first.persistence.close();
    const second = await openPersistedEngine(dataDir);
    expect(second.engine.documents().map((doc) => doc._id)).toEqual([legacyId]);
    await second.persistence.close();
  });
});
