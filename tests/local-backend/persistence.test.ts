import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, truncateSync } from "node:fs";
import path from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { afterAll, describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";
import { draft, removeTempDataDirs, signUp, tempDataDir } from "./helpers";

const running: BackendProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((b) => b.stop()));
  removeTempDataDirs();
});

/** Starts a backend; a restart passes the previous one to keep its ports (tokens name the issuer's URL). */
async function start(dataDir: string, previous?: BackendProcess) {
  const ports = previous ? { port: Number(new URL(previous.url).port), sitePort: Number(new URL(previous.siteUrl).port) } : {};
  const backend = await spawnBackend({ dataDir, ...ports });
  running.push(backend);
  return backend;
}

/** The newest log segment that holds anything. */
function lastSegment(dataDir: string): string {
  const segments = readdirSync(dataDir)
    .filter((name) => /^log-\d+\.bin$/.test(name) && statSync(path.join(dataDir, name)).size > 0)
    .sort();
  return path.join(dataDir, segments.at(-1)!);
}

const logBytes = (dataDir: string) =>
  readdirSync(dataDir)
    .filter((name) => /^log-\d+\.bin$/.test(name))
    .reduce((sum, name) => sum + statSync(path.join(dataDir, name)).size, 0);

describe("durability", () => {
  test("kill -9 during writes loses no acknowledged write", async () => {
    const dataDir = tempDataDir();
    let backend = await start(dataDir);
    const writers = await Promise.all([0, 1, 2, 3].map(() => signUp(backend.url)));
    /** The last revision each writer's save was acknowledged with. */
    const acknowledged = writers.map(() => 0);

    for (let round = 0; round < 2; round++) {
      let stop = false;
      const loops = writers.map(async (writer, i) => {
        const http = new ConvexHttpClient(backend.url, { auth: writer.token });
        while (!stop) {
          try {
            const { revision } = await http.mutation(api.drafts.save, {
              templateId: "minimalist",
              formData: draft(`w${i} r${acknowledged[i] + 1}`),
              baseRevision: acknowledged[i],
            });
            acknowledged[i] = revision;
          } catch {
            return; // the server is gone
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 1200));
      process.kill(backend.pid, "SIGKILL");
      await backend.exited;
      stop = true;
      await Promise.all(loops);
      expect(acknowledged.every((revision) => revision > round)).toBe(true);

      backend = await start(dataDir, backend);
      for (const [i, writer] of writers.entries()) {
        const saved = await new ConvexHttpClient(backend.url, { auth: writer.token }).query(api.drafts.get, {});
        // Every acknowledged save survived (a save in flight at the kill may have landed too).
        expect(saved!.revision).toBeGreaterThanOrEqual(acknowledged[i]);
        acknowledged[i] = saved!.revision;
      }
    }
  });

  test("a torn last log record is dropped and the rest restored", async () => {
    const dataDir = tempDataDir();
    let backend = await start(dataDir);
    const writer = await signUp(backend.url);
    const http = () => new ConvexHttpClient(backend.url, { auth: writer.token });
    await http().mutation(api.drafts.save, { templateId: "minimalist", formData: draft("First"), baseRevision: 0 });
    expect(await backend.stop()).toBe(0);

    // A crash in the middle of appending: a header promising more bytes than were written.
    const header = Buffer.alloc(8);
    header.writeUInt32LE(5000, 0);
    appendFileSync(lastSegment(dataDir), Buffer.concat([header, Buffer.from('{"ts":"1","wri')]));
    backend = await start(dataDir, backend);
    expect(backend.output()).toMatch(/torn record.*dropping the last/);
    expect((await http().query(api.drafts.get, {}))?.formData.name).toBe("First");

    // A last record cut short: that commit is lost (it could not have been acknowledged), nothing else.
    await http().mutation(api.drafts.save, { templateId: "minimalist", formData: draft("Second"), baseRevision: 1 });
    expect(await backend.stop()).toBe(0);
    const segment = lastSegment(dataDir);
    truncateSync(segment, statSync(segment).size - 3);
    backend = await start(dataDir, backend);
    const restored = await http().query(api.drafts.get, {});
    expect(restored).toMatchObject({ revision: 1, formData: { name: "First" } });
    // And the server writes on normally afterwards.
    await http().mutation(api.drafts.save, { templateId: "minimalist", formData: draft("Third"), baseRevision: 1 });
    expect(await backend.stop()).toBe(0);
    backend = await start(dataDir, backend);
    expect((await http().query(api.drafts.get, {}))?.formData.name).toBe("Third");
  });

  test("a save appends about its own size to the log, however much is stored", async () => {
    const dataDir = tempDataDir();
    const backend = await start(dataDir);
    const writer = await signUp(backend.url);
    const http = new ConvexHttpClient(backend.url, { auth: writer.token });
    let revision = 0;
    // Each sign-up schedules its confirmation mail, whose run also writes to the log: measure once it is quiet.
    const quiet = async () => {
      let last = -1;
      for (let still = 0; still < 3; await new Promise((resolve) => setTimeout(resolve, 100))) {
        const now = logBytes(dataDir);
        still = now === last ? still + 1 : 0;
        last = now;
      }
    };
    const saveCost = async () => {
      await quiet();
      const before = logBytes(dataDir);
      ({ revision } = await http.mutation(api.drafts.save, { templateId: "minimalist", formData: draft("Same size"), baseRevision: revision }));
      return logBytes(dataDir) - before;
    };
    const small = await saveCost();
    // Grow the database by a few hundred documents (other users' drafts).
    const others = await Promise.all(Array.from({ length: 8 }, () => signUp(backend.url)));
    for (const other of others) {
      await new ConvexHttpClient(backend.url, { auth: other.token }).mutation(api.drafts.save, {
        templateId: "minimalist",
        formData: { ...draft("Other"), about: "z".repeat(4000) },
        baseRevision: 0,
      });
    }
    const large = await saveCost();
    expect(small).toBeGreaterThan(0);
    expect(Math.abs(large - small)).toBeLessThan(64);
    // The snapshot is only written by compaction, not per save.
    expect(readdirSync(dataDir)).not.toContain("snapshot.jsonl");
  });

  test("files live on disk, one per stored file", async () => {
    const dataDir = tempDataDir();
    const backend = await start(dataDir);
    const writer = await signUp(backend.url);
    const http = new ConvexHttpClient(backend.url, { auth: writer.token });
    const uploadUrl = await http.mutation(api.files.generateUploadUrl, {});
    const bytes = new Uint8Array(300_000).fill(7);
    const { storageId } = (await (await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: bytes })).json()) as {
      storageId: string;
    };
    expect(readFileSync(path.join(dataDir, "files", storageId))).toEqual(Buffer.from(bytes));
    const download = await fetch(`${backend.url}/api/storage/${storageId}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    // Not an image: confirmUpload deletes it, and its bytes leave the disk.
    await expect(http.action(api.files.confirmUpload, { storageId: storageId as never })).rejects.toThrow(/Only PNG/);
    await expect.poll(() => existsSync(path.join(dataDir, "files", storageId))).toBe(false);
    expect((await fetch(`${backend.url}/api/storage/${storageId}`)).status).toBe(404);
  });
});
