import { AsyncLocalStorage } from "node:async_hooks";
import { convexTest } from "convex-test";
import { makeFunctionReference, type FunctionReference, type GenericSchema, type SchemaDefinition, type UserIdentity } from "convex/server";
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { FunctionKind, ModuleMap } from "./modules";

/**
 * convex-test runs the app's functions against an in-memory database. Its public API is enough
 * to call functions; a server also needs to see every commit, save and restore the database,
 * and keep file metadata. Those touch convex-test's private state (checked against 0.0.60),
 * and all of that lives in this file.
 */
type Doc = Record<string, Value> & { _id: string; _creationTime: number };
type DatabaseFake = {
  _documents: Record<string, Doc>;
  _storage: Record<string, Blob>;
  _nextDocId: number;
  _lastCreationTime: number;
  _writes: Record<string, unknown>[];
  get(table: string | undefined, id: string): Doc | null;
  _iterateDocs(table: string, callback: (doc: Doc) => void): void;
  storeFile(id: string, blob: Blob): void;
  patch(table: string, id: string, value: Record<string, Value>): void;
};
type TransactionManager = { commit(isNested: boolean): bigint | null; _lastCommitTs: bigint };
type ConvexGlobal = { components: Record<string, { db: DatabaseFake }>; transactionManager: TransactionManager };

type Accessor = ReturnType<typeof convexTest>;

/** What persistence stores: every document (system tables included) and the id/time counters. */
export type DatabaseSnapshot = {
  documents: JSONValue[];
  nextDocId: number;
  lastCreationTime: number;
  lastCommitTs: string;
};

export type StoredFile = { id: string; blob: Blob; contentType: string | null; sha256: string };

export type ScheduledJob = { id: string; name: string; args: Record<string, Value>; scheduledTime: number; state: string };

export class Engine {
  private readonly accessors = new Map<string, Accessor>();
  private readonly fileBySha = new Map<string, string>();
  private readonly commitListeners: ((ts: bigint, tables: Set<string>) => void)[] = [];
  /** The tables read by the function running in this async context, when someone asked. */
  private readonly reads = new AsyncLocalStorage<Set<string>>();

  private constructor(
    private readonly t: Accessor,
    private readonly db: DatabaseFake,
    private readonly transactions: TransactionManager,
  ) {
    const commit = transactions.commit.bind(transactions);
    // Every write, whatever started it (client call, action, scheduled job, HTTP action), ends in
    // one top-level commit; an empty top-level write set means nothing changed.
    transactions.commit = (isNested: boolean) => {
      const written = isNested ? [] : Object.keys(db._writes.at(-1) ?? {});
      const ts = commit(isNested);
      if (written.length > 0 && ts !== null) {
        const tables = new Set(written.map(tableOf));
        for (const listener of this.commitListeners) listener(ts, tables);
      }
      return ts;
    };
    // A deployment records the type of a blob a function stores (ctx.storage.store) on its
    // `_storage` document; convex-test keeps it only on the in-memory blob, which a restart loses.
    const storeFile = db.storeFile.bind(db);
    db.storeFile = (id, blob) => {
      storeFile(id, blob);
      const doc = db._documents[id];
      if (doc !== undefined && blob.type !== "" && doc.contentType === undefined) doc.contentType = blob.type;
    };
    // Every read goes through one of these two: point reads and table/index scans.
    const get = db.get.bind(db);
    db.get = (table, id) => {
      this.reads.getStore()?.add(tableOf(id));
      return get(table, id);
    };
    const iterate = db._iterateDocs.bind(db);
    db._iterateDocs = (table, callback) => {
      this.reads.getStore()?.add(table);
      iterate(table, callback);
    };
  }

  static async create(schema: SchemaDefinition<GenericSchema, boolean> | undefined, modules: ModuleMap): Promise<Engine> {
    const t = convexTest(schema, modules);
    const global = await captureConvexGlobal(t);
    return new Engine(t, global.components[""].db, global.transactionManager);
  }

  /** Called after each commit that wrote something, with the tables it wrote. */
  onCommit(listener: (ts: bigint, tables: Set<string>) => void) {
    this.commitListeners.push(listener);
  }

  /** The timestamp of the latest commit, in nanoseconds; never decreases. */
  get ts(): bigint {
    return this.transactions._lastCommitTs;
  }

  /**
   * Runs any function, internal ones included: callers decide what the outside may call.
   * `reads`, if given, collects the tables the function read.
   */
  async run(kind: FunctionKind, path: string, args: Record<string, Value>, identity: UserIdentity | null, reads?: Set<string>): Promise<Value> {
    const t = this.as(identity);
    const call = async () => {
      if (kind === "query") return await t.query(makeFunctionReference<"query">(path) as FunctionReference<"query">, args);
      if (kind === "mutation") return await t.mutation(makeFunctionReference<"mutation">(path) as FunctionReference<"mutation">, args);
      return await t.action(makeFunctionReference<"action">(path) as FunctionReference<"action">, args);
    };
    return reads === undefined ? await call() : await this.reads.run(reads, call);
  }

  /** Runs the HTTP action routed for `pathAndQuery` in convex/http.ts (404 when none). */
  async fetch(pathAndQuery: string, init: RequestInit, identity: UserIdentity | null): Promise<Response> {
    return await this.as(identity).fetch(pathAndQuery, init);
  }

  private as(identity: UserIdentity | null): Accessor {
    if (identity === null) return this.t;
    const key = JSON.stringify(identity);
    let accessor = this.accessors.get(key);
    if (accessor === undefined) {
      accessor = this.t.withIdentity(identity) as Accessor;
      if (this.accessors.size >= 1000) this.accessors.delete(this.accessors.keys().next().value!);
      this.accessors.set(key, accessor);
    }
    return accessor;
  }

  // ---- files ----

  /** Stores an uploaded file and records its content type on the `_storage` document, as Convex does. */
  async storeFile(bytes: Uint8Array<ArrayBuffer>, contentType: string | null): Promise<string> {
    const blob = new Blob([bytes], contentType ? { type: contentType } : {});
    return await this.t.run(async (ctx) => {
      const id = await ctx.storage.store(blob);
      if (contentType) this.db.patch("_storage", id, { contentType });
      return id;
    });
  }

  file(id: string): StoredFile | null {
    const doc = this.storageDoc(id);
    const blob = doc === null ? undefined : this.db._storage[id];
    if (doc === null || blob === undefined) return null;
    return { id, blob, contentType: (doc.contentType as string | undefined) ?? (blob.type || null), sha256: doc.sha256 as string };
  }

  /**
   * convex-test names files by content hash in its URLs; finds a live file with that hash. A page
   * names several files (every image has up to three variants), so hashes are remembered and the
   * documents scanned again only when a hash is new or its file was deleted.
   */
  storageIdForSha(sha256: string): string | null {
    const known = this.fileBySha.get(sha256);
    if (known !== undefined && this.db._documents[known]?.sha256 === sha256) return known;
    this.fileBySha.clear();
    for (const [id, doc] of Object.entries(this.db._documents)) {
      // The first file with that content, as before: a URL keeps naming the same file.
      if (typeof doc.sha256 === "string" && tableOf(id) === "_storage" && !this.fileBySha.has(doc.sha256)) this.fileBySha.set(doc.sha256, id);
    }
    return this.fileBySha.get(sha256) ?? null;
  }

  /** Files whose `_storage` document exists (deleting a file only removes the document). */
  liveFiles(): StoredFile[] {
    return Object.keys(this.db._storage).flatMap((id) => this.file(id) ?? []);
  }

  private storageDoc(id: string): Doc | null {
    try {
      return this.db.get("_storage", id);
    } catch {
      return null; // not a storage id at all
    }
  }

  // ---- scheduled functions ----

  scheduledJobs(): ScheduledJob[] {
    return Object.values(this.db._documents)
      .filter((doc) => tableOf(doc._id) === "_scheduled_functions")
      .map((doc) => ({
        id: doc._id,
        name: doc.name as string,
        args: ((doc.args as Value[])[0] ?? {}) as Record<string, Value>,
        scheduledTime: doc.scheduledTime as number,
        state: (doc.state as { kind: string }).kind,
      }));
  }

  async setJobState(id: string, kind: "inProgress" | "success" | "failed"): Promise<void> {
    const fields: Record<string, Value> = { state: { kind } };
    if (kind !== "inProgress") fields.completedTime = Date.now();
    await this.t.run(async () => this.db.patch("_scheduled_functions", id, fields));
  }

  // ---- snapshot ----

  snapshot(): DatabaseSnapshot {
    return {
      documents: Object.values(this.db._documents).map((doc) => convexToJson(doc)),
      nextDocId: this.db._nextDocId,
      lastCreationTime: this.db._lastCreationTime,
      lastCommitTs: this.transactions._lastCommitTs.toString(),
    };
  }

  /** Replaces the (empty, fresh) database with a snapshot and its files' bytes. */
  restore(snapshot: DatabaseSnapshot, files: Map<string, Uint8Array<ArrayBuffer>>) {
    const documents: Record<string, Doc> = {};
    for (const json of snapshot.documents) {
      const doc = jsonToConvex(json) as Doc;
      documents[doc._id] = doc;
    }
    this.db._documents = documents;
    this.db._storage = {};
    for (const [id, bytes] of files) {
      const type = documents[id]?.contentType as string | undefined;
      this.db._storage[id] = new Blob([bytes], type ? { type } : {});
    }
    this.db._nextDocId = snapshot.nextDocId;
    this.db._lastCreationTime = snapshot.lastCreationTime;
    this.transactions._lastCommitTs = BigInt(snapshot.lastCommitTs);
  }
}

/** convex-test's ids are a counter followed by the table name. */
export function tableOf(id: string): string {
  return id.replace(/^[0-9]+/, "");
}

/**
 * convex-test keeps its database in an object it passes to AsyncLocalStorage.run on every call.
 * Watching one harmless call is the least intrusive way to reach it.
 */
async function captureConvexGlobal(t: Accessor): Promise<ConvexGlobal> {
  const run = AsyncLocalStorage.prototype.run;
  let found: ConvexGlobal | undefined;
  AsyncLocalStorage.prototype.run = function (this: AsyncLocalStorage<unknown>, store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) {
    if (found === undefined && isConvexGlobal(store)) found = store;
    return run.call(this, store, callback, ...args);
  } as typeof run;
  try {
    await t.run(async () => null);
  } finally {
    AsyncLocalStorage.prototype.run = run;
  }
  if (found === undefined) throw new Error("Could not reach convex-test's database: this convex-test version is not supported.");
  return found;
}

function isConvexGlobal(value: unknown): value is ConvexGlobal {
  const candidate = value as Partial<ConvexGlobal> | null;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    typeof candidate.components?.[""]?.db?._documents === "object" &&
    typeof candidate.transactionManager?.commit === "function"
  );
}
