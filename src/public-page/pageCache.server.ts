/**
 * Published pages rendered once per published version. The web server keeps each published
 * page's answer (HTML, share image, sitemap, robots.txt) in memory, keyed by its address, with
 * the public queries its render read and what they answered. An entry is served only while a live
 * subscription to each of those queries still gives the same answer: publishing, unpublishing, a
 * slug or domain change, a plan change that adds or removes branding and the contact form's
 * on/off all change a query's answer, and the entry stops being served the moment the deployment
 * pushes the new answer. Without a connection to the deployment nothing is served from memory.
 */
import { createHash } from "node:crypto";
import { ConvexClient } from "convex/browser";
import { getFunctionName, type FunctionReference } from "convex/server";
import { convexToJson, type Value } from "convex/values";
import type { PageKey } from "../../convex/model/audience";
import type { QueryRead } from "../lib/serverConvex.server";

/** What one render depended on, filled in through the load context by serverConvex() and the page routes. */
export type RenderRecord = { reads: QueryRead[]; view: PageKey | null };

declare module "react-router" {
  interface AppLoadContext {
    /** Present when the web server may keep this render (GET of a published page's address). */
    renderRecord?: RenderRecord;
  }
}

/** Notes the page whose view the render counted, so the server counts it again for each answer from memory. */
export function recordView(context: { renderRecord?: RenderRecord } | undefined, key: PageKey): void {
  if (context?.renderRecord) context.renderRecord.view = key;
}

/**
 * A published page's Cache-Control: browsers revalidate every time (an ETag makes that a 304), a
 * CDN may keep it a minute and serve it stale while it revalidates (README: CDN set-up).
 */
export const PUBLISHED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";

/** A short digest of a query's answer: equal answers, equal digests. */
export function answerDigest(result: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(convexToJson(result as Value)))
    .digest("base64url");
}

/** Live answers of public queries: a Convex client's subscriptions, or a stand-in in tests. */
export interface LiveAnswers {
  /** Calls `onAnswer` with the digest of each answer (an error's digest for a failure) until unsubscribed. */
  watch(query: FunctionReference<"query">, args: Record<string, Value>, onAnswer: (digest: string) => void): () => void;
  /** Whether answers are current (connected to the deployment). */
  connected(): boolean;
  /** Called when the connection is lost (answers may be stale until each is received again). */
  onDisconnect(listener: () => void): void;
  close(): Promise<void>;
}

/** A WebSocket client of the deployment (the same protocol the page's own script uses). */
export function convexLiveAnswers(convexUrl: string): LiveAnswers {
  const client = new ConvexClient(convexUrl, { logger: false, unsavedChangesWarning: false });
  // Kept up to date by the client, so asking costs nothing on every request.
  let connected = client.connectionState().isWebSocketConnected;
  const listeners: (() => void)[] = [];
  client.subscribeToConnectionState((state) => {
    const was = connected;
    connected = state.isWebSocketConnected;
    if (was && !connected) for (const listener of listeners) listener();
  });
  return {
    watch: (query, args, onAnswer) =>
      client.onUpdate(
        query,
        args,
        (value) => onAnswer(answerDigest(value)),
        (error) => onAnswer(`error:${error.message}`),
      ),
    connected: () => connected,
    onDisconnect: (listener) => void listeners.push(listener),
    close: () => client.close(),
  };
}

function dependencyId(read: QueryRead): string {
  return `${getFunctionName(read.query)}:${JSON.stringify(convexToJson(read.args))}`;
}

type Dependency = { id: string; digest: string };
type Entry<T> = { value: T; bytes: number; deps: Dependency[] };
type Subscription = { digest: string | null; users: Set<string>; unsubscribe: () => void; idle: ReturnType<typeof setTimeout> | null };

/**
 * A subscription no entry uses is kept this long: the page's next render (after a publish) is
 * then current at once, instead of waiting for a new subscription's first answer.
 */
const IDLE_SUBSCRIPTION_MS = 60_000;

export type PageCacheStats = { hits: number; misses: number; stores: number; invalidated: number; evicted: number; entries: number; bytes: number };

/**
 * The entries, least recently used first (a Map keeps insertion order), bounded by bytes; one
 * entry may take at most an eighth of the budget.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly subscriptions = new Map<string, Subscription>();
  private bytes = 0;
  private readonly counts = { hits: 0, misses: 0, stores: 0, invalidated: 0, evicted: 0 };

  constructor(
    private readonly live: LiveAnswers,
    private readonly maxBytes: number,
  ) {
    // Answers pushed while disconnected are lost: forget everything and start again.
    live.onDisconnect(() => this.clear());
  }

  /** The entry for `key` if every answer it was rendered from is still the live one; counts a hit or a miss. */
  get(key: string): T | null {
    const entry = this.entries.get(key);
    if (entry === undefined || !this.live.connected() || !this.current(entry)) {
      this.counts.misses++;
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.counts.hits++;
    return entry.value;
  }

  /**
   * Keeps a render's answer, served once each query it read is confirmed live with the same
   * answer; false when it is not kept (too big, no connection, or the render read one query twice
   * and got two answers).
   */
  set(key: string, value: T, bytes: number, reads: QueryRead[]): boolean {
    if (bytes > this.maxBytes / 8 || !this.live.connected()) return false;
    const deps = new Map<string, Dependency>();
    for (const read of reads) {
      const dep = { id: dependencyId(read), digest: answerDigest(read.result) };
      if (deps.has(dep.id) && deps.get(dep.id)!.digest !== dep.digest) return false;
      deps.set(dep.id, dep);
    }
    // A new render of a kept address keeps the subscriptions both share (re-subscribing would
    // wait for their first answer again).
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    const entry = { value, bytes, deps: [...deps.values()] };
    this.entries.set(key, entry);
    this.bytes += bytes;
    this.counts.stores++;
    for (const read of reads) this.subscribe(read, key);
    for (const dep of previous?.deps ?? []) if (!deps.has(dep.id)) this.release(dep.id, key);
    while (this.bytes > this.maxBytes) {
      this.delete(this.entries.keys().next().value!);
      this.counts.evicted++;
    }
    return true;
  }

  stats(): PageCacheStats {
    return { ...this.counts, entries: this.entries.size, bytes: this.bytes };
  }

  /** Forgets every entry and subscription (their answers may have been missed). */
  clear(): void {
    for (const key of [...this.entries.keys()]) this.delete(key);
    for (const subscription of this.subscriptions.values()) {
      if (subscription.idle !== null) clearTimeout(subscription.idle);
      subscription.unsubscribe();
    }
    this.subscriptions.clear();
  }

  async close(): Promise<void> {
    this.clear();
    await this.live.close();
  }

  private current(entry: Entry<T>): boolean {
    return entry.deps.every((dep) => this.subscriptions.get(dep.id)?.digest === dep.digest);
  }

  private subscribe(read: QueryRead, key: string) {
    const id = dependencyId(read);
    let subscription = this.subscriptions.get(id);
    if (subscription === undefined) {
      const created: Subscription = { digest: null, users: new Set(), unsubscribe: () => {}, idle: null };
      this.subscriptions.set(id, created);
      created.unsubscribe = this.live.watch(read.query, read.args, (digest) => {
        created.digest = digest;
        // Entries rendered from another answer can never be served again: free them now (those
        // still waiting for another query's first answer stay).
        for (const user of [...created.users]) {
          const entry = this.entries.get(user);
          if (entry !== undefined && entry.deps.some((dep) => dep.id === id && dep.digest !== digest)) {
            this.delete(user);
            this.counts.invalidated++;
          }
        }
      });
      subscription = created;
    }
    subscription.users.add(key);
    if (subscription.idle !== null) clearTimeout(subscription.idle);
    subscription.idle = null;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const dep of entry.deps) this.release(dep.id, key);
  }

  private release(id: string, key: string) {
    const subscription = this.subscriptions.get(id);
    if (subscription === undefined) return;
    subscription.users.delete(key);
    if (subscription.users.size > 0 || subscription.idle !== null) return;
    subscription.idle = setTimeout(() => {
      if (subscription.users.size > 0 || this.subscriptions.get(id) !== subscription) return;
      this.subscriptions.delete(id);
      subscription.unsubscribe();
    }, IDLE_SUBSCRIPTION_MS);
    subscription.idle.unref();
  }
}
