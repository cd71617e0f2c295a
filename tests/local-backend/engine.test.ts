import path from "node:path";
import type { GenericDatabaseWriter, GenericSchema, SchemaDefinition } from "convex/server";
import type { DataModel } from "../../convex/_generated/dataModel";
import type { Value } from "convex/values";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { afterAll, beforeEach, describe, expect, test } from "vitest";
import { FileStorage } from "../../local-backend/storage";
import { removeTempDataDirs, tempDataDir } from "./helpers";
import { Engine, PENDING_UPLOADS, UNCONFIRMED_UPLOAD_MS, type Commit } from "../../local-backend/convexTestAdapter";
import { ConvexModules } from "../../local-backend/modules";
import { emptyFormData } from "../../convex/model/formData";

/** The app's real schema and functions in this process, with files kept in memory. */
async function engine(): Promise<{ engine: Engine; commits: Commit[] }> {
  process.env.CONVEX_SITE_URL ??= "http://127.0.0.1:1";
  const modules = new ConvexModules(path.resolve("convex"));
  const schema = (await modules.load("schema"))?.default as SchemaDefinition<GenericSchema, boolean>;
  const created = await Engine.create(schema, modules.map);
  created.setFileHooks({ uploadUrl: () => "http://x/upload", fileUrl: (id) => `http://x/${id}`, persist: async (_id, blob) => blob });
  const commits: Commit[] = [];
  created.onCommit((commit) => commits.push(commit));
  return { engine: created, commits };
}

/** The transaction's database with the app's table types. */
const appDb = (ctx: { db: unknown }) => ctx.db as GenericDatabaseWriter<DataModel>;

const fakeUser = (n: number) => `${String(n).padStart(26, "0")}users`;

afterAll(() => removeTempDataDirs());

let e: Engine;
let commits: Commit[];
beforeEach(async () => {
  ({ engine: e, commits } = await engine());
});

describe("ids", () => {
  test("document and file ids carry at least 80 random bits and keep the table suffix normalizeId reads", async () => {
    const ids = await e.runInTransaction(async (ctx) => {
      const made: string[] = [];
      for (let i = 0; i < 20; i++)
        made.push(await ctx.db.insert("contactMessages", { name: "a", email: "a@b.co", phno: "1", message: "m", userId: null, createdAt: i }));
      return made;
    });
    for (const id of ids) expect(id).toMatch(/^\d{26}contactMessages$/);
    expect(new Set(ids).size).toBe(20);
    // Not a counter: neighbours are far apart.
    const numbers = ids.map((id) => BigInt(id.slice(0, 26)));
    expect(numbers.slice(1).every((n, i) => (n > numbers[i] ? n - numbers[i] : numbers[i] - n) > 1000n)).toBe(true);
    const normalized = await e.runInTransaction(async (ctx) => [ctx.db.normalizeId("contactMessages", ids[0]), ctx.db.normalizeId("users", ids[0])]);
    expect(normalized).toEqual([ids[0], null]);

    const fileId = await e.storeUpload(new Blob(["x"]), "text/plain");
    expect(fileId).toMatch(/^\d{26}_storage$/);
  });
});

describe("documents are checked as strictly as on a deployment", () => {
  const draft = (formData: Record<string, Value>) => ({ userId: fakeUser(1), templateId: "minimalist", formData, revision: 1, updatedAt: 1 });

  test.each(["toString", "constructor", "valueOf", "hasOwnProperty"])("a document field named %s is an unknown field", async (name) => {
    const formData = { ...emptyFormData(), [name]: "x".repeat(1000) } as unknown as Record<string, Value>;
    await expect(e.runInTransaction(async (ctx) => void (await ctx.db.insert("drafts", draft(formData) as never)))).rejects.toThrow(/unexpected field/);
    expect(e.tableSize("drafts")).toBe(0);
  });

  test("documents over 1 MiB or nested more than 16 levels are refused", async () => {
    const big = { name: "a", email: "a@b.co", phno: "1", message: "x".repeat(1024 * 1024), userId: null, createdAt: 1 };
    await expect(e.runInTransaction(async (ctx) => void (await ctx.db.insert("contactMessages", big)))).rejects.toThrow(/too large/);
    let deep: Value = "leaf";
    for (let i = 0; i < 17; i++) deep = { level: deep };
    await expect(e.runInTransaction(async (ctx) => void (await ctx.db.insert("notInSchema" as never, { deep } as never)))).rejects.toThrow(
      /nested more than 16/,
    );
  });
});

describe("reads touch only what they need", () => {
  test("an index lookup visits only the matching documents; a scan only its own table", async () => {
    await e.runInTransaction(async (ctx) => {
      for (let i = 0; i < 300; i++) {
        await ctx.db.insert("userTemplates", { userId: fakeUser(i), templateId: "minimalist", name: "M", category: "c", price: 0, tags: [], usedAt: i });
      }
      await ctx.db.insert("contactMessages", { name: "a", email: "a@b.co", phno: "1", message: "m", userId: null, createdAt: 1 });
    });
    let before = e.documentsScanned;
    const found = await e.runInTransaction(
      async (ctx) =>
        (
          await appDb(ctx)
            .query("userTemplates")
            .withIndex("by_userId_and_templateId", (q) => q.eq("userId", fakeUser(7) as never).eq("templateId", "minimalist"))
            .collect()
        ).length,
    );
    expect(found).toBe(1);
    expect(e.documentsScanned - before).toBe(1);
    before = e.documentsScanned;
    expect(await e.runInTransaction(async (ctx) => (await ctx.db.query("contactMessages").collect()).length)).toBe(1);
    expect(e.documentsScanned - before).toBe(1);
  });

  test("an index lookup still sees the transaction's own uncommitted writes", async () => {
    const seen = await e.runInTransaction(async (ctx) => {
      await ctx.db.insert("userTemplates", { userId: fakeUser(1), templateId: "bold", name: "B", category: "c", price: 0, tags: [], usedAt: 1 });
      return (
        await appDb(ctx)
          .query("userTemplates")
          .withIndex("by_userId_and_templateId", (q) => q.eq("userId", fakeUser(1) as never))
          .collect()
      ).length;
    });
    expect(seen).toBe(1);
  });
});

describe("live queries are invalidated by what they read, not by whole tables", () => {
  test("a user's draft query is touched by a write to that draft, not by another user's", async () => {
    const [a, b, session] = await e.runInTransaction(async (ctx) => {
      const users: string[] = [];
      for (const name of ["a", "b"]) {
        const userId = await ctx.db.insert("users", { email: `${name}@example.com`, plan: "free" });
        await ctx.db.insert("drafts", { userId, templateId: "minimalist", formData: { ...emptyFormData(), name }, revision: 1, updatedAt: 1 });
        users.push(userId);
      }
      // Functions check that the caller's session still exists.
      const sessionId = await ctx.db.insert("authSessions", { userId: users[0], expirationTime: Date.now() + 3_600_000 });
      return [...users, sessionId];
    });
    const reads = new Set<string>();
    const identity = { subject: `${a}|${session}`, issuer: "http://127.0.0.1:1", tokenIdentifier: `http://127.0.0.1:1|${a}|${session}` };
    expect(await e.run("query", "drafts:get", {}, identity, reads)).toMatchObject({ formData: { name: "a" } });
    expect(reads.has("drafts")).toBe(false); // no full scan was recorded
    const touchedBy = async (userId: string) => {
      await e.runInTransaction(async (ctx) => {
        const draft = await appDb(ctx)
          .query("drafts")
          .withIndex("by_userId", (q) => q.eq("userId", userId as never))
          .unique();
        await ctx.db.patch(draft!._id, { revision: 2 });
      });
      return [...commits.at(-1)!.touched].filter((key) => reads.has(key));
    };
    expect(await touchedBy(b)).toEqual([]);
    expect(await touchedBy(a)).not.toEqual([]);
  });
});

describe("commits", () => {
  test("a commit reports only the documents it wrote, with their new values", async () => {
    const id = await e.runInTransaction(
      async (ctx) => await ctx.db.insert("contactMessages", { name: "a", email: "a@b.co", phno: "1", message: "m", userId: null, createdAt: 1 }),
    );
    await e.runInTransaction(async (ctx) => await ctx.db.patch(id, { message: "changed" }));
    await e.runInTransaction(async (ctx) => await ctx.db.delete(id));
    expect(commits.map((c) => c.writes.map(([wid, doc]) => [wid, doc?.message ?? null]))).toEqual([[[id, "m"]], [[id, "changed"]], [[id, null]]]);
  });
});

describe("files", () => {
  test("a stored file is kept as a file-backed blob: its bytes are on disk, not in memory", async () => {
    const dir = tempDataDir();
    mkdirSync(path.join(dir, "files"));
    const storage = new FileStorage(e, "http://127.0.0.1:1", path.join(dir, "files"));
    e.setFileHooks(storage.hooks());
    const id = await e.storeUpload(new Blob([new Uint8Array(100_000).fill(9)]), "image/png");
    expect(readFileSync(path.join(dir, "files", id)).length).toBe(100_000);
    const blob = await e.runInTransaction(async (ctx) => (await ctx.storage.get(id as never))?.size ?? 0);
    expect(blob).toBe(100_000);
    // A blob that held its bytes would still read; a file-backed one cannot once the file is gone.
    rmSync(path.join(dir, "files", id));
    await expect(e.runInTransaction(async (ctx) => void (await (await ctx.storage.get(id as never))!.arrayBuffer()))).rejects.toThrow();
  });
});

describe("unconfirmed uploads", () => {
  test("an upload nothing refers to is deleted after an hour; a referred one stays", async () => {
    const unconfirmed = await e.storeUpload(new Blob(["a"]), "image/png");
    const confirmed = await e.storeUpload(new Blob(["b"]), "image/png");
    await e.runInTransaction(async (ctx) => {
      await ctx.db.insert("uploads", { userId: fakeUser(1) as never, storageId: confirmed as never, contentType: "image/png", size: 1, createdAt: 1 });
    });
    expect(await e.expireUploads(Date.now())).toBe(0); // not an hour yet
    expect(await e.expireUploads(Date.now() + UNCONFIRMED_UPLOAD_MS + 1)).toBe(1);
    expect(e.file(unconfirmed)).toBeNull();
    expect(e.file(confirmed)).not.toBeNull();
    expect(e.tableSize(PENDING_UPLOADS)).toBe(0);
  });
});
