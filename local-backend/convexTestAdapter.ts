import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import { performance, type EventLoopUtilization } from "node:perf_hooks";
import { convexTest } from "convex-test";
import { makeFunctionReference, type FunctionReference, type GenericSchema, type SchemaDefinition, type UserIdentity } from "convex/server";
import type { Value } from "convex/values";
import { STRICT_LIMITS, userTimeoutMessage, type FunctionLimits } from "./limits";
import { loadComponents, type ComponentDefinition } from "./components";
import type { FunctionKind, ModuleMap } from "./modules";
import { checkValueLimits, validateStrict, VALUE_LIMITS, type ValidatorJson } from "./values";

/** Runs a function in the context of this module's loading: no convex-test call, no component. */
const atRoot = AsyncLocalStorage.snapshot();

/**
 * convex-test runs the app's functions against an in-memory database. Its public API is enough
 * to call functions; a server also needs to see every commit, persist and restore the database,
 * keep files on disk, hand out real URLs, and be as strict and as fast as a deployment. Those
 * touch convex-test's private state (checked against 0.0.60), and all of that lives in this file.
 */
export type Doc = Record<string, Value> & { _id: string; _creationTime: number };
type Writes = Record<string, Doc | null>;
type IndexSpec = { indexDescriptor: string; fields: string[] };
type TableSchema = { documentType: ValidatorJson; indexes: IndexSpec[] };
type DatabaseFake = {
  _documents: Record<string, Doc>;
  _storage: Record<string, Blob>;
  _lastCreationTime: number;
  _writes: Writes[];
  _schema: { schemaValidation: boolean; tables: Map<string, TableSchema> } | null;
  get(table: string | undefined, id: string): Doc | null;
  insert(table: string, value: Record<string, Value>): string;
  delete(table: string, id: string): void;
  patch(table: string, id: string, value: Record<string, Value>): void;
  commit(commitTs: bigint | null): void;
  _generateId(table: string): string;
  _validate(table: string, doc: Record<string, Value>): void;
  _iterateDocs(table: string, callback: (doc: Doc) => void): void;
  _resolveQuerySource(query: { source: QuerySource }): unknown;
};
type QuerySource = { type: string; indexName?: string; range?: { type: string; fieldPath: string; value: unknown }[] };
type TransactionManager = {
  begin(isNested: boolean, limits?: unknown): Promise<void>;
  commit(isNested: boolean): bigint | null;
  rollback(isNested: boolean): void;
  _lastCommitTs: bigint;
  _waitOnCurrentFunction: Promise<void> | null;
};
type AsyncSyscall = (op: string, jsonArgs: string) => Promise<string>;
type JsSyscall = (op: string, args: Record<string, unknown>) => Promise<unknown>;
type ConvexGlobal = {
  components: Record<string, { db: DatabaseFake }>;
  transactionManager: TransactionManager;
  asyncSyscall: AsyncSyscall;
  jsSyscall: JsSyscall;
};

type Accessor = ReturnType<typeof convexTest>;
export type TransactionCtx = Parameters<Parameters<Accessor["run"]>[0]>[0];

/**
 * One committed transaction: its timestamp, each document it wrote (null = deleted), and what it
 * touched in read-set terms (see `readKeys`): its tables, its ids, and the index ranges its
 * documents left or entered.
 */
export type Commit = { ts: bigint; touched: Set<string>; writes: [string, Doc | null][] };

export type ScheduledJob = { id: string; name: string; args: Record<string, Value>; scheduledTime: number; state: string };

/** Where files live and how their URLs look; set by the server (see storage.ts, files.ts). */
export type FileHooks = {
  /** A fresh upload URL (real, single use) for `ctx.storage.generateUploadUrl()`. */
  uploadUrl(): string;
  /** The URL of a stored file for `ctx.storage.getUrl()`. */
  fileUrl(storageId: string): string;
  /** Puts a just-stored file on disk; returns a file-backed blob to keep instead of the bytes. */
  persist(storageId: string, blob: Blob): Promise<Blob>;
};

/** Digits of randomness in an id: 26 decimal digits are 86 bits, as unguessable as Convex's own ids. */
const ID_DIGITS = 26;
/** Uploads that no document refers to this long after they arrived are deleted. */
export const UNCONFIRMED_UPLOAD_MS = 60 * 60 * 1000;
/** The adapter's own table: files that came in through an upload URL, until they are referred to or expire. */
export const PENDING_UPLOADS = "_pendingUploads";
const STORAGE_ID = /^[0-9]+_storage$/;
/**
 * Documents of an installed component (convex.config.ts) are saved and sent to commit listeners
 * under `<COMPONENT_MARK><component path><COMPONENT_MARK><id>`: one data directory holds every
 * component's tables, and no app id can take that form (ids are digits and a table name).
 */
const COMPONENT_MARK = "@";

export class Engine {
  private readonly accessors = new Map<string, Accessor>();
  private readonly commitListeners: ((commit: Commit) => void)[] = [];
  /**
   * What the function running in this async context read, when someone asked: a table's name
   * for a full scan, `#id:<id>` for a point read, `#range:<table.index>:<value>` for an index
   * lookup on its first field. A commit invalidates a read set it shares a key with.
   */
  private readonly reads = new AsyncLocalStorage<Set<string>>();
  /** Set around the transactions this adapter opens itself: not timed, and storing a blob needs no wait (see interceptStorage). */
  private readonly ownTransaction = new AsyncLocalStorage<boolean>();
  /** Documents per table, so a scan touches only its table. */
  private readonly tables = new Map<string, Map<string, Doc>>();
  /** Per declared index: its first field's string values → ids, so `.eq(first, "…")` reads only matches. */
  private readonly indexes = new Map<string, Map<string, Set<string>>>();
  /** How many documents name each storage id: a file nobody names is an unconfirmed upload. */
  private readonly fileReferences = new Map<string, number>();
  /** Documents handed to scans so far (tests count them to check lookups stay narrow). */
  documentsScanned = 0;
  /** The query source being resolved, so `_iterateDocs` can use an index for it. */
  private querySource: QuerySource | null = null;
  /** Writes of the top-level commit in progress, and the read keys they touch. */
  private lastCommitWrites: [string, Doc | null][] = [];
  private lastCommitTouched = new Set<string>();
  private hooks: FileHooks | null = null;
  /** The event loop's use when the running top-level transaction began; null when it is not timed. */
  private clock: EventLoopUtilization | null = null;
  /** The installed components' databases by path (convex-test keeps one per component). */
  private readonly componentDbs: Map<string, DatabaseFake>;

  private constructor(
    private readonly t: Accessor,
    private readonly db: DatabaseFake,
    private readonly transactions: TransactionManager,
    global: ConvexGlobal,
    readonly limits: FunctionLimits,
  ) {
    this.interceptTime();
    this.componentDbs = new Map(Object.entries(global.components).flatMap(([componentPath, { db }]) => (componentPath === "" ? [] : [[componentPath, db]])));
    this.interceptCommits();
    this.interceptReads();
    this.interceptWrites();
    this.interceptStorage(global);
    for (const [componentPath, componentDb] of this.componentDbs) this.interceptComponent(componentPath, componentDb);
  }

  /** `components`: the installed Convex components (default: those of convex/convex.config.ts, see components.ts). */
  static async create(
    schema: SchemaDefinition<GenericSchema, boolean> | undefined,
    modules: ModuleMap,
    limits = STRICT_LIMITS,
    components?: ComponentDefinition[],
  ): Promise<Engine> {
    // convex-test counts documents and bytes read and written, index ranges and scheduled
    // functions per transaction, and refuses past these.
    const t = convexTest({ schema, modules, transactionLimits: limits.transaction });
    for (const component of components ?? (await loadComponents())) t.registerComponent(component.path, component.schema, component.modules);
    const global = await captureConvexGlobal(t);
    return new Engine(t, global.components[""].db, global.transactionManager, global, limits);
  }

  // ---- hooks into convex-test ----

  /**
   * A deployment stops a query or mutation after 1 s of user code. JavaScript here cannot be
   * interrupted, so the time is measured instead: the event loop's busy time since the top-level
   * transaction began (waits for disk are idle time, as a deployment does not count syscalls).
   * Past the limit, the next database call, the commit or the end of a query throws the
   * deployment's error, and the transaction is rolled back. The adapter's own transactions
   * (operator writes, upload expiry, job states) are not timed.
   */
  private interceptTime() {
    const { transactions } = this;
    const limit = this.limits.userTimeMs;
    if (limit === null) return;
    const begin = transactions.begin.bind(transactions);
    transactions.begin = async (isNested, limits) => {
      await begin(isNested, limits);
      if (!isNested) this.clock = this.ownTransaction.getStore() === true ? null : performance.eventLoopUtilization();
    };
    const commit = transactions.commit.bind(transactions);
    transactions.commit = (isNested) => {
      if (!isNested) this.checkTime();
      const ts = commit(isNested);
      if (!isNested) this.clock = null;
      return ts;
    };
    const rollback = transactions.rollback.bind(transactions);
    transactions.rollback = (isNested) => {
      const overTime = !isNested && this.overTime();
      rollback(isNested);
      if (isNested) return;
      this.clock = null;
      if (overTime) throw new Error(userTimeoutMessage(limit));
    };
  }

  private overTime(): boolean {
    const limit = this.limits.userTimeMs;
    return this.clock !== null && limit !== null && performance.eventLoopUtilization(this.clock).active > limit;
  }

  /** Throws the deployment's timeout error once the running query or mutation is over its time. */
  private checkTime() {
    if (this.overTime()) throw new Error(userTimeoutMessage(this.limits.userTimeMs!));
  }

  private interceptCommits() {
    const { db, transactions } = this;
    const dbCommit = db.commit.bind(db);
    db.commit = (commitTs) => {
      const topLevel = db._writes.length === 1;
      const ids = topLevel ? Object.keys(db._writes[0]) : [];
      const before = ids.map((id) => db._documents[id] ?? null);
      dbCommit(commitTs);
      if (!topLevel) return;
      for (const [i, id] of ids.entries()) {
        const after = db._documents[id] ?? null;
        this.track(id, before[i], after, this.lastCommitTouched);
        this.lastCommitWrites.push([id, after]);
      }
    };
    const commit = transactions.commit.bind(transactions);
    // Every write, whatever started it (client call, action, scheduled job, HTTP action), ends in
    // one top-level commit; an empty top-level write set means nothing changed.
    transactions.commit = (isNested: boolean) => {
      // The app's database commits first, then each component's (convex-test's order): each adds its writes.
      this.lastCommitWrites = [];
      this.lastCommitTouched = new Set();
      const ts = commit(isNested);
      const writes = this.lastCommitWrites;
      this.lastCommitWrites = [];
      if (ts !== null && writes.length > 0) {
        const commitInfo: Commit = { ts, touched: this.lastCommitTouched, writes };
        // Outside the committing function's context: a component's scheduled work (the webhook
        // workpool) commits inside convex-test's component context, and live queries rerun from
        // here would inherit it and look for the app's modules in the component.
        for (const listener of this.commitListeners) atRoot(() => listener(commitInfo));
      }
      return ts;
    };
  }

  private interceptReads() {
    const { db } = this;
    const get = db.get.bind(db);
    // Every read goes through one of these: point reads and table/index scans.
    db.get = (table, id) => {
      this.checkTime();
      this.reads.getStore()?.add(`#id:${id}`);
      return get(table, id);
    };
    const resolve = db._resolveQuerySource.bind(db);
    db._resolveQuerySource = (query) => {
      this.querySource = query.source;
      try {
        return resolve(query);
      } finally {
        this.querySource = null;
      }
    };
    db._iterateDocs = (table, callback) => {
      this.checkTime();
      const narrowed = this.candidates(table);
      this.reads.getStore()?.add(narrowed === null ? table : narrowed.key);
      const ids = new Set<string>(narrowed?.ids ?? this.tables.get(table)?.keys() ?? []);
      for (const writes of db._writes) for (const id of Object.keys(writes)) if (tableOf(id) === table) ids.add(id);
      for (const id of ids) {
        const doc = get(table, id);
        if (doc === null) continue;
        this.documentsScanned++;
        callback(doc);
      }
    };
  }

  /** Ids that can match the query being resolved (and its read key) when an index narrows it; null = the whole table. */
  private candidates(table: string): { ids: Iterable<string>; key: string } | null {
    const source = this.querySource;
    if (source?.type !== "IndexRange" || source.indexName === undefined) return null;
    const [sourceTable, indexName] = source.indexName.split(".");
    const first = source.range?.[0];
    if (sourceTable !== table || first?.type !== "Eq" || typeof first.value !== "string") return null;
    const spec = this.db._schema?.tables.get(table)?.indexes.find((index) => index.indexDescriptor === indexName);
    if (spec === undefined || spec.fields[0] !== first.fieldPath) return null;
    return { ids: this.indexes.get(`${table}.${indexName}`)?.get(first.value) ?? [], key: rangeKey(`${table}.${indexName}`, first.value) };
  }

  /**
   * A component's database: random ids (convex-test's counter would start over after a restart
   * and reuse restored ids), its writes in the commit under marked ids, and one read key per
   * component, so a live query that read a component's tables reruns when they change.
   */
  private interceptComponent(componentPath: string, componentDb: DatabaseFake) {
    const key = componentKey(componentPath);
    randomIds(componentDb);
    const dbCommit = componentDb.commit.bind(componentDb);
    componentDb.commit = (commitTs) => {
      const topLevel = componentDb._writes.length === 1;
      const ids = topLevel ? Object.keys(componentDb._writes[0]) : [];
      dbCommit(commitTs);
      if (ids.length === 0) return;
      this.lastCommitTouched.add(key);
      for (const id of ids) this.lastCommitWrites.push([markId(componentPath, id), componentDb._documents[id] ?? null]);
    };
    const get = componentDb.get.bind(componentDb);
    componentDb.get = (table, id) => {
      this.reads.getStore()?.add(key);
      return get(table, id);
    };
    const iterate = componentDb._iterateDocs.bind(componentDb);
    componentDb._iterateDocs = (table, callback) => {
      this.reads.getStore()?.add(key);
      iterate(table, callback);
    };
  }

  private interceptWrites() {
    const { db } = this;
    randomIds(db);
    const validate = db._validate.bind(db);
    db._validate = (table, doc) => {
      validate(table, doc);
      checkValueLimits(doc as Value, `A document in "${table}"`, VALUE_LIMITS.documentBytes);
      const schema = db._schema;
      const documentType = schema?.schemaValidation ? schema.tables.get(table)?.documentType : undefined;
      if (documentType !== undefined) validateStrict(documentType, doc as Value, table);
    };
  }

  private interceptStorage(global: ConvexGlobal) {
    const asyncSyscall = global.asyncSyscall;
    global.asyncSyscall = async (op, jsonArgs) => {
      // Real, single-use upload URLs and id-named file URLs, made here: nothing is ever rewritten
      // from a function's result text.
      if (op === "1.0/storageGenerateUploadUrl") return JSON.stringify(this.fileHooks.uploadUrl());
      if (op === "1.0/storageGetUrl") {
        const result = await asyncSyscall(op, jsonArgs);
        if (JSON.parse(result) === null) return result;
        return JSON.stringify(this.fileHooks.fileUrl((JSON.parse(jsonArgs) as { storageId: string }).storageId));
      }
      return await asyncSyscall(op, jsonArgs);
    };
    const jsSyscall = global.jsSyscall;
    global.jsSyscall = async (op, args) => {
      // Only actions store blobs. convex-test writes their _storage document into "the" current
      // transaction when any is open, i.e. another request's mutation, which may commit first
      // ("Write outside of transaction"). Waiting until none is open makes it open its own, behind
      // the usual lock (its check runs synchronously after this loop ends).
      if (op === "storage/storeBlob" && this.ownTransaction.getStore() !== true) {
        while (this.transactions._waitOnCurrentFunction !== null) await this.transactions._waitOnCurrentFunction;
      }
      const result = await jsSyscall(op, args);
      // Files go to disk before their id is handed out; memory keeps only a file-backed blob.
      if (op === "storage/storeBlob") this.db._storage[result as string] = await this.fileHooks.persist(result as string, args.blob as Blob);
      return result;
    };
  }

  private get fileHooks(): FileHooks {
    if (this.hooks === null) throw new Error("File storage is not set up.");
    return this.hooks;
  }

  setFileHooks(hooks: FileHooks) {
    this.hooks = hooks;
  }

  /** Keeps the per-table maps, the index maps and the file references in step with a write; notes what it touched. */
  private track(id: string, before: Doc | null, after: Doc | null, touched?: Set<string>) {
    const table = tableOf(id);
    touched?.add(table).add(`#id:${id}`);
    let docs = this.tables.get(table);
    if (docs === undefined) this.tables.set(table, (docs = new Map()));
    if (after === null) docs.delete(id);
    else docs.set(id, after);
    for (const index of this.db._schema?.tables.get(table)?.indexes ?? []) {
      const field = index.fields[0];
      if (field === undefined) continue;
      const key = `${table}.${index.indexDescriptor}`;
      let map = this.indexes.get(key);
      if (map === undefined) this.indexes.set(key, (map = new Map()));
      const old = before === null ? undefined : fieldValue(before, field);
      const now = after === null ? undefined : fieldValue(after, field);
      if (typeof old === "string") touched?.add(rangeKey(key, old));
      if (typeof now === "string") touched?.add(rangeKey(key, now));
      if (old === now) continue;
      if (typeof old === "string") {
        const ids = map.get(old);
        ids?.delete(id);
        if (ids?.size === 0) map.delete(old);
      }
      if (typeof now === "string") {
        let ids = map.get(now);
        if (ids === undefined) map.set(now, (ids = new Set()));
        ids.add(id);
      }
    }
    if (table === "_storage" || table === PENDING_UPLOADS) return;
    if (before !== null) forEachStorageId(before, (storageId) => this.reference(storageId, -1));
    if (after !== null) forEachStorageId(after, (storageId) => this.reference(storageId, 1));
  }

  private reference(storageId: string, delta: number) {
    const count = (this.fileReferences.get(storageId) ?? 0) + delta;
    if (count <= 0) this.fileReferences.delete(storageId);
    else this.fileReferences.set(storageId, count);
  }

  // ---- calls ----

  /** Called after each commit that wrote something, with what it wrote. */
  onCommit(listener: (commit: Commit) => void) {
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

  /**
   * Runs `body` as one transaction with a mutation's `ctx` (database and storage) and no
   * identity: operator tools, benchmarks and tests write through the same path as functions.
   */
  async runInTransaction<T extends Value | void>(body: (ctx: TransactionCtx) => Promise<T>): Promise<T> {
    return (await this.own(() => this.t.run(body as never))) as T;
  }

  /** Runs `body` as the adapter's own work: not timed, and storing a blob needs no wait. */
  private own<T>(body: () => Promise<T>): Promise<T> {
    return this.ownTransaction.run(true, body);
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

  /** Stores an uploaded file (type recorded on `_storage`, as Convex does) and notes it as pending confirmation. */
  async storeUpload(blob: Blob, contentType: string | null): Promise<string> {
    return (await this.runInTransaction(async (ctx) => {
      const id = (await ctx.storage.store(blob)) as string;
      if (contentType) this.db.patch("_storage", id, { contentType });
      this.db.insert(PENDING_UPLOADS, { storageId: id, expiresAt: Date.now() + UNCONFIRMED_UPLOAD_MS });
      return id;
    })) as string;
  }

  file(id: string): { id: string; contentType: string | null; sha256: string; size: number } | null {
    const doc = this.storageDoc(id);
    if (doc === null || this.db._storage[id] === undefined) return null;
    const contentType = (doc.contentType as string | undefined) || this.db._storage[id]?.type || null;
    return { id, contentType, sha256: doc.sha256 as string, size: doc.size as number };
  }

  /**
   * Deletes uploads whose time ran out while no document names them; forgets the ones that are
   * now named (confirmed). Returns how many files were deleted.
   */
  async expireUploads(now = Date.now()): Promise<number> {
    const expired = [...(this.tables.get(PENDING_UPLOADS)?.values() ?? [])].filter((doc) => (doc.expiresAt as number) <= now);
    if (expired.length === 0) return 0;
    let deleted = 0;
    await this.own(() =>
      this.t.run(async () => {
        for (const pending of expired) {
          const storageId = pending.storageId as string;
          this.db.delete(PENDING_UPLOADS, pending._id);
          if ((this.fileReferences.get(storageId) ?? 0) > 0 || this.db.get("_storage", storageId) === null) continue;
          this.db.delete("_storage", storageId);
          deleted++;
        }
      }),
    );
    return deleted;
  }

  storedContentType(id: string): string | null {
    return (this.storageDoc(id)?.contentType as string | undefined) ?? null;
  }

  private storageDoc(id: string): Doc | null {
    if (!STORAGE_ID.test(id)) return null;
    return this.db._documents[id] ?? null;
  }

  // ---- scheduled functions ----

  scheduledJobs(): ScheduledJob[] {
    return [...(this.tables.get("_scheduled_functions")?.values() ?? [])].map((doc) => ({
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
    await this.own(() => this.t.run(async () => this.db.patch("_scheduled_functions", id, fields)));
  }

  // ---- persistence ----

  /**
   * Every document now committed (committed documents are never mutated, so the array is a
   * consistent snapshot); components' documents under their marked ids.
   */
  documents(): Doc[] {
    const documents = Object.values(this.db._documents);
    for (const [componentPath, componentDb] of this.componentDbs) {
      for (const doc of Object.values(componentDb._documents)) documents.push({ ...doc, _id: markId(componentPath, doc._id) });
    }
    return documents;
  }

  /** Puts documents into the (fresh) database, as restored from disk, with their files' blobs. */
  load(writes: Iterable<[string, Doc | null]>, lastCommitTs: bigint) {
    const { db } = this;
    for (const [id, doc] of writes) {
      if (id.startsWith(COMPONENT_MARK)) {
        this.loadComponentDocument(id, doc);
        continue;
      }
      const before = db._documents[id] ?? null;
      if (doc === null) delete db._documents[id];
      else {
        db._documents[id] = doc;
        if (doc._creationTime > db._lastCreationTime) db._lastCreationTime = doc._creationTime;
      }
      this.track(id, before, doc);
    }
    if (lastCommitTs > this.transactions._lastCommitTs) this.transactions._lastCommitTs = lastCommitTs;
  }

  private loadComponentDocument(markedId: string, doc: Doc | null) {
    const [componentPath, id] = unmarkId(markedId);
    const componentDb = this.componentDbs.get(componentPath);
    // A component no longer installed: its data stays on disk untouched until the next snapshot.
    if (componentDb === undefined) return;
    if (doc === null) delete componentDb._documents[id];
    else {
      componentDb._documents[id] = { ...doc, _id: id };
      if (doc._creationTime > componentDb._lastCreationTime) componentDb._lastCreationTime = doc._creationTime;
    }
  }

  /** Documents in one table of a component (tests and diagnostics). */
  componentTableSize(componentPath: string, table: string): number {
    const componentDb = this.componentDbs.get(componentPath);
    return componentDb === undefined ? 0 : Object.keys(componentDb._documents).filter((id) => tableOf(id) === table).length;
  }

  /** Gives a restored file its file-backed blob; forgets a deleted one. */
  setFileBlob(id: string, blob: Blob | null) {
    if (blob === null) delete this.db._storage[id];
    else this.db._storage[id] = blob;
  }

  /** Storage ids of every `_storage` document. */
  storageIds(): string[] {
    return [...(this.tables.get("_storage")?.keys() ?? [])];
  }

  /** Documents in one table (tests and diagnostics). */
  tableSize(table: string): number {
    return this.tables.get(table)?.size ?? 0;
  }
}

/** convex-test's ids are digits followed by the table name. */
export function tableOf(id: string): string {
  return id.replace(/^[0-9]+/, "");
}

/** Random ids, as unguessable as Convex's (convex-test counts up). The table name stays the
 * suffix: convex-test, `normalizeId` and `v.id()` all read the table from it. */
function randomIds(db: DatabaseFake) {
  db._generateId = (table) => {
    for (;;) {
      const digits = (BigInt(`0x${randomBytes(12).toString("hex")}`) % 10n ** BigInt(ID_DIGITS)).toString().padStart(ID_DIGITS, "0");
      const id = digits + table;
      if (db.get(undefined, id) === null) return id;
    }
  };
}

function markId(componentPath: string, id: string): string {
  return `${COMPONENT_MARK}${componentPath}${COMPONENT_MARK}${id}`;
}

function unmarkId(markedId: string): [componentPath: string, id: string] {
  const end = markedId.lastIndexOf(COMPONENT_MARK);
  return [markedId.slice(COMPONENT_MARK.length, end), markedId.slice(end + COMPONENT_MARK.length)];
}

function componentKey(componentPath: string) {
  return `#component:${componentPath}`;
}

function rangeKey(index: string, value: string) {
  return `#range:${index}:${value}`;
}

function fieldValue(doc: Doc, fieldPath: string): Value | undefined {
  let value: Value | undefined = doc;
  for (const part of fieldPath.split(".")) {
    if (value === null || typeof value !== "object" || Array.isArray(value) || value instanceof ArrayBuffer) return undefined;
    value = (value as Record<string, Value>)[part];
  }
  return value;
}

function forEachStorageId(value: Value | undefined, found: (id: string) => void) {
  if (typeof value === "string") {
    if (value.endsWith("_storage") && STORAGE_ID.test(value)) found(value);
  } else if (Array.isArray(value)) for (const item of value) forEachStorageId(item, found);
  else if (value !== null && typeof value === "object" && !(value instanceof ArrayBuffer)) {
    for (const item of Object.values(value)) forEachStorageId(item, found);
  }
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
  const db = candidate?.components?.[""]?.db;
  return (
    typeof candidate === "object" &&
    candidate !== null &&
    typeof db?._documents === "object" &&
    typeof db._resolveQuerySource === "function" &&
    typeof db._generateId === "function" &&
    typeof candidate.transactionManager?.commit === "function" &&
    typeof candidate.asyncSyscall === "function" &&
    typeof candidate.jsSyscall === "function"
  );
}
