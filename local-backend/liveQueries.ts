import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import { log } from "./log";
import type { CallOutcome, FunctionRunner } from "./runner";

/**
 * One query, for one client address, identity and set of arguments, shared by every socket from
 * that address watching it. Its runs wait for the address's turn (README "Fairness").
 */
export class LiveQuery {
  outcome!: CallOutcome;
  /** The outcome as sent on the wire, to tell a changed result from an identical one cheaply. */
  serialized = "";
  /** Tables the last run read: only writes to these can change the result. */
  tables = new Set<string>();
  readonly watchers = new Set<(query: LiveQuery) => void>();
  /** Settles when the first result is in. */
  ready!: Promise<void>;
  isReady = false;
  /** A re-run waiting for its turn: a commit meanwhile needs no other (it will see that commit). */
  queuedRun: Promise<void> | null = null;
  /** The last re-run scheduled; the next one starts after it, so results arrive in order. */
  lastRun: Promise<void> = Promise.resolve();

  constructor(
    readonly key: string,
    readonly address: string,
    readonly identity: UserIdentity | null,
    readonly udfPath: string,
    readonly args: JSONValue,
  ) {}
}

/** Something that batches the changes of one refresh, e.g. a socket sending one Transition. */
export type RefreshObserver = {
  afterRefresh(): void;
  /** Set: told once that address's own re-runs are done (its queries only have its watchers). */
  address?: string;
};

/**
 * The subscribed queries. After each commit `refresh` re-runs every live query that read a table
 * the commit wrote (once, however many commits arrive while it waits), tells its watchers only
 * when the result changed, and then lets observers flush what they collected. Re-runs go through
 * the runner's fair queue under the subscriber's address, so one address's thousands of
 * subscriptions take turns with everyone else's calls instead of going first.
 */
export class LiveQueries {
  private readonly queries = new Map<string, LiveQuery>();
  private readonly observers = new Set<RefreshObserver>();
  /** Refreshes not finished yet, all and per address (what `refreshed` waits for). */
  private readonly pending = new Set<Promise<void>>();
  private readonly pendingPerAddress = new Map<string, Set<Promise<void>>>();

  constructor(private readonly runner: FunctionRunner) {}

  /** Watches a query; resolves once its current result is known. */
  async watch(identity: UserIdentity | null, udfPath: string, args: JSONValue, watcher: (query: LiveQuery) => void, address = ""): Promise<LiveQuery> {
    const key = JSON.stringify([address, identity, udfPath, args]);
    let query = this.queries.get(key);
    if (query === undefined) {
      const created = new LiveQuery(key, address, identity, udfPath, args);
      created.ready = this.run(created).then(() => void (created.isReady = true));
      created.lastRun = created.ready;
      this.queries.set(key, created);
      query = created;
    }
    query.watchers.add(watcher);
    await query.ready;
    return query;
  }

  unwatch(query: LiveQuery, watcher: (query: LiveQuery) => void) {
    query.watchers.delete(watcher);
    if (query.watchers.size === 0 && this.queries.get(query.key) === query) this.queries.delete(query.key);
  }

  addObserver(observer: RefreshObserver) {
    this.observers.add(observer);
  }

  removeObserver(observer: RefreshObserver) {
    this.observers.delete(observer);
  }

  /** Re-runs the live queries that read `tables`; resolves when watchers and observers were told. */
  refresh(tables: Set<string>): Promise<void> {
    const perAddress = new Map<string, Promise<void>[]>();
    for (const query of this.queries.values()) {
      // A query still starting may read these tables: decide once its first result is in.
      if (query.isReady && !reads(query, tables)) continue;
      const job = this.rerunIfRead(query, tables);
      const jobs = perAddress.get(query.address) ?? [];
      jobs.push(job);
      perAddress.set(query.address, jobs);
    }
    const all = Promise.all([...perAddress.values()].flat())
      .then(() => {
        for (const observer of this.observers) if (observer.address === undefined) observer.afterRefresh();
      })
      .catch((error: unknown) => log.error(`Refreshing queries failed: ${(error as Error).message}`));
    this.track(this.pending, all);
    for (const [address, jobs] of perAddress) {
      // An address's results are complete once its own re-runs are; it need not wait for others'.
      const done = Promise.all(jobs).then(() => {
        for (const observer of this.observers) if (observer.address === address) observer.afterRefresh();
      });
      const set = this.pendingPerAddress.get(address) ?? new Set();
      this.pendingPerAddress.set(address, set);
      this.track(set, done, () => {
        if (set.size === 0 && this.pendingPerAddress.get(address) === set) this.pendingPerAddress.delete(address);
      });
    }
    return all;
  }

  /** Resolves when every refresh requested so far is done: all of them, or `address`'s re-runs. */
  async refreshed(address?: string): Promise<void> {
    await Promise.all(address === undefined ? this.pending : (this.pendingPerAddress.get(address) ?? []));
  }

  get size() {
    return this.queries.size;
  }

  private track(set: Set<Promise<void>>, job: Promise<void>, after?: () => void) {
    const settled = job
      .catch(() => undefined)
      .finally(() => {
        set.delete(settled);
        after?.();
      });
    set.add(settled);
  }

  private async rerunIfRead(query: LiveQuery, tables: Set<string>): Promise<void> {
    await query.ready;
    if (query.watchers.size === 0 || !reads(query, tables)) return;
    if (query.queuedRun !== null) return await query.queuedRun;
    const run = query.lastRun.then(async () => {
      query.queuedRun = null;
      if (query.watchers.size > 0 && (await this.run(query))) for (const watcher of query.watchers) watcher(query);
    });
    query.queuedRun = run;
    query.lastRun = run.catch(() => undefined);
    await run;
  }

  private async run(query: LiveQuery): Promise<boolean> {
    const tables = new Set<string>();
    const outcome = await this.runner.call("query", query.udfPath, query.args, query.identity, tables, { lane: query.address });
    query.tables = tables;
    const serialized = JSON.stringify(outcome);
    if (serialized === query.serialized) return false;
    query.outcome = outcome;
    query.serialized = serialized;
    return true;
  }
}

function reads(query: LiveQuery, tables: Set<string>): boolean {
  for (const table of query.tables) if (tables.has(table)) return true;
  return false;
}
