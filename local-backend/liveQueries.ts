import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import { log } from "./log";
import type { CallOutcome, FunctionRunner } from "./runner";
import { SerialTask } from "./serialTask";

/** One query, for one identity and one set of arguments, shared by every socket watching it. */
export class LiveQuery {
  outcome!: CallOutcome;
  /** The outcome as sent on the wire, to tell a changed result from an identical one cheaply. */
  serialized = "";
  /** Tables the last run read: only writes to these can change the result. */
  tables = new Set<string>();
  readonly watchers = new Set<(query: LiveQuery) => void>();
  /** Settles when the first result is in. */
  ready!: Promise<void>;

  constructor(
    readonly key: string,
    readonly identity: UserIdentity | null,
    readonly udfPath: string,
    readonly args: JSONValue,
  ) {}
}

/** Something that batches the changes of one refresh, e.g. a socket sending one Transition. */
export type RefreshObserver = { afterRefresh(): void };

/**
 * The subscribed queries. After each commit `refresh` re-runs, once, every live query that read
 * a table the commit wrote, and tells its watchers only when the result changed; observers then
 * flush what they collected.
 */
export class LiveQueries {
  private readonly queries = new Map<string, LiveQuery>();
  private readonly observers = new Set<RefreshObserver>();
  /** Tables written since the last refresh started. */
  private written = new Set<string>();
  private readonly refresher = new SerialTask(
    () => this.rerunAll(),
    (error) => log.error(`Refreshing queries failed: ${(error as Error).message}`),
  );

  constructor(private readonly runner: FunctionRunner) {}

  /** Watches a query; resolves once its current result is known. */
  async watch(identity: UserIdentity | null, udfPath: string, args: JSONValue, watcher: (query: LiveQuery) => void): Promise<LiveQuery> {
    const key = JSON.stringify([identity, udfPath, args]);
    let query = this.queries.get(key);
    if (query === undefined) {
      const created = new LiveQuery(key, identity, udfPath, args);
      created.ready = this.run(created).then(() => undefined);
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
    for (const table of tables) this.written.add(table);
    return this.refresher.request();
  }

  /** Resolves when every refresh requested so far is done. */
  refreshed(): Promise<void> {
    return this.refresher.idle();
  }

  get size() {
    return this.queries.size;
  }

  private async run(query: LiveQuery): Promise<boolean> {
    const tables = new Set<string>();
    const outcome = await this.runner.call("query", query.udfPath, query.args, query.identity, tables);
    query.tables = tables;
    const serialized = JSON.stringify(outcome);
    if (serialized === query.serialized) return false;
    query.outcome = outcome;
    query.serialized = serialized;
    return true;
  }

  private async rerunAll() {
    const written = this.written;
    this.written = new Set();
    for (const query of [...this.queries.values()]) {
      await query.ready;
      if (query.watchers.size === 0 || ![...query.tables].some((table) => written.has(table))) continue;
      if (await this.run(query)) for (const watcher of query.watchers) watcher(query);
    }
    for (const observer of this.observers) observer.afterRefresh();
  }
}
