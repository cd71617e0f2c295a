import { randomUUID } from "node:crypto";
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import type { RawData, WebSocket } from "ws";
import type { AddressThrottle } from "./addressThrottle";
import type { TokenVerifier } from "./auth";
import type { Engine } from "./convexTestAdapter";
import type { LiveQueries, LiveQuery } from "./liveQueries";
import { log } from "./log";
import type { CallOutcome, FunctionRunner } from "./runner";

/**
 * The Convex sync protocol over one WebSocket, as convex/browser's BaseConvexClient speaks it
 * (see DESIGN.md §4). Message shapes: convex/dist/esm/browser/sync/protocol.js.
 */
type ClientMessage =
  | { type: "Connect"; sessionId: string; connectionCount: number }
  | { type: "Authenticate"; tokenType: "User" | "Admin" | "None"; value?: string; baseVersion: number }
  | {
      type: "ModifyQuerySet";
      baseVersion: number;
      newVersion: number;
      modifications: ({ type: "Add"; queryId: number; udfPath: string; args: JSONValue[] } | { type: "Remove"; queryId: number })[];
    }
  | FunctionRequest
  | { type: "Event" };
type FunctionRequest = { type: "Mutation" | "Action"; requestId: number; udfPath: string; args: JSONValue[] };

type Version = { querySet: number; identity: number; ts: bigint };
type Modification =
  | { type: "QueryUpdated"; queryId: number; value: JSONValue; logLines: string[]; journal: null }
  | { type: "QueryFailed"; queryId: number; errorMessage: string; errorData?: JSONValue; logLines: string[]; journal: null }
  | { type: "QueryRemoved"; queryId: number };

const PING_INTERVAL_MS = 15_000;
/** Mutation results kept for clients that re-send after a reconnect. */
const REMEMBERED_MUTATIONS = 10_000;
/** Largest message a client may send: Convex's 16 MiB of arguments plus the envelope. */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024 + 64 * 1024;
/** Queries one socket may subscribe to, and modifications one ModifyQuerySet may carry. */
export const MAX_QUERIES_PER_SOCKET = 256;
export const MAX_MODIFICATIONS_PER_MESSAGE = 256;

/**
 * Open sockets allowed per client address and in all, and live subscriptions per address across
 * its sockets (README "Limits"); Infinity = no cap. 64 sockets × 256 queries would be 16,384
 * queries from one address, each re-run on one thread after the writes it read.
 */
export type SocketCaps = { perAddress: number; total: number; subscriptionsPerAddress?: number };
export const DEFAULT_SOCKET_CAPS: Required<SocketCaps> = { perAddress: 64, total: 2000, subscriptionsPerAddress: 2048 };
/** Error code of a subscription refused by the per-address cap (a QueryFailed, the socket stays open). */
export const SUBSCRIPTION_CAP_CODE = "too-many-subscriptions";
/**
 * Close code and reason for a refused socket. 1013 is "try again later"; the reason starts with
 * a name convex/browser knows (web_socket_manager.js), so the client waits 3 s, doubling, before
 * it reconnects, instead of hammering the server.
 */
export const SOCKET_REFUSED_CODE = 1013;
const REFUSAL_REASON = "TooManyConcurrentRequests";
/** Refusals are logged at most this often, with how many there were. */
const REFUSAL_LOG_INTERVAL_MS = 60_000;

export type SyncDeps = {
  engine: Engine;
  runner: FunctionRunner;
  live: LiveQueries;
  verifier: TokenVerifier;
  /** Resolves when every commit so far is saved and pushed to subscribers (those from `address`, if given). */
  settled: (address?: string) => Promise<void>;
  /** The per-address budget every message takes a token from before it is parsed (addressThrottle.ts). */
  throttle?: AddressThrottle;
};

type MutationResult = { outcome: CallOutcome; ts: bigint };

/** All sync sockets, plus what outlives a socket: mutations already run, per client session. */
export class SyncServer {
  private readonly sessions = new Set<SyncSession>();
  /** Open sockets per client address. */
  private readonly perAddress = new Map<string, number>();
  /** Live subscriptions per client address, across its sockets. */
  private readonly subscriptionsPerAddress = new Map<string, number>();
  private readonly mutations = new Map<string, Promise<MutationResult>>();
  private readonly pinger: NodeJS.Timeout;
  private refused = { count: 0, loggedAt: -Infinity };

  constructor(
    private readonly deps: SyncDeps,
    private readonly caps: SocketCaps = DEFAULT_SOCKET_CAPS,
  ) {
    this.pinger = setInterval(() => {
      for (const session of this.sessions) session.send({ type: "Ping" });
    }, PING_INTERVAL_MS);
    this.pinger.unref();
  }

  accept(socket: WebSocket, address: string) {
    const refusal = this.refusal(address);
    if (refusal !== null) return this.refuse(socket, refusal);
    const session = new SyncSession(socket, this.deps, this, address);
    this.sessions.add(session);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    socket.on("close", () => {
      this.deps.throttle?.forget(address, socket);
      this.sessions.delete(session);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left === 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
      session.close();
    });
  }

  /**
   * Takes up to `wanted` subscriptions from `address`'s allowance; returns how many it got.
   * Negative `wanted` gives them back.
   */
  reserveSubscriptions(address: string, wanted: number): number {
    const held = this.subscriptionsPerAddress.get(address) ?? 0;
    const cap = this.subscriptionCap;
    const granted = wanted < 0 ? Math.max(wanted, -held) : Math.min(wanted, Math.max(0, cap - held));
    if (held + granted === 0) this.subscriptionsPerAddress.delete(address);
    else this.subscriptionsPerAddress.set(address, held + granted);
    return granted;
  }

  get subscriptionCap(): number {
    return this.caps.subscriptionsPerAddress ?? DEFAULT_SOCKET_CAPS.subscriptionsPerAddress;
  }

  /** Live subscriptions held by `address` (tests, benchmarks). */
  subscriptionsOf(address: string): number {
    return this.subscriptionsPerAddress.get(address) ?? 0;
  }

  /** Why a new socket from `address` is refused, or null when it may open. */
  private refusal(address: string): string | null {
    if (this.sessions.size >= this.caps.total) return `${REFUSAL_REASON}: this server has too many connections (at most ${this.caps.total})`;
    if ((this.perAddress.get(address) ?? 0) >= this.caps.perAddress)
      return `${REFUSAL_REASON}: too many connections from your address (at most ${this.caps.perAddress})`;
    return null;
  }

  /** Closes a socket whose address has its most messages waiting (the client waits 3 s, doubling). */
  refuseFlood(socket: WebSocket) {
    this.refuse(socket, `${REFUSAL_REASON}: too many messages from your address`);
  }

  private refuse(socket: WebSocket, reason: string) {
    socket.on("error", () => undefined);
    socket.close(SOCKET_REFUSED_CODE, reason);
    this.refused.count++;
    const now = Date.now();
    if (now - this.refused.loggedAt >= REFUSAL_LOG_INTERVAL_MS) {
      log.warn(`Refused ${this.refused.count} sync connection(s): ${reason}`);
      this.refused = { count: 0, loggedAt: now };
    }
  }

  /**
   * Runs a mutation once per (client session, request id): a client re-sends unconfirmed
   * mutations after reconnecting, and gets the first run's result instead of a second run.
   */
  runMutationOnce(key: string, run: () => Promise<MutationResult>): Promise<MutationResult> {
    let result = this.mutations.get(key);
    if (result === undefined) {
      result = run();
      this.mutations.set(key, result);
      if (this.mutations.size > REMEMBERED_MUTATIONS) this.mutations.delete(this.mutations.keys().next().value!);
    }
    return result;
  }

  close() {
    clearInterval(this.pinger);
    for (const session of this.sessions) session.terminate();
  }

  get socketCount() {
    return this.sessions.size;
  }
}

/** `query` is unset while the subscription is still starting (its first run is in flight). */
type Subscription = { query?: LiveQuery; watcher: (query: LiveQuery) => void };

class SyncSession {
  /** Set by Connect; until then a per-socket id, so mutations are never matched across clients. */
  private sessionId: string = randomUUID();
  private version: Version = { querySet: 0, identity: 0, ts: 0n };
  private identity: UserIdentity | null = null;
  private readonly subscriptions = new Map<number, Subscription>();
  /** What this client last received per query, so only changes are sent. */
  private readonly sent = new Map<number, string>();
  private readonly changed = new Set<number>();
  /** Connect, Authenticate and ModifyQuerySet are handled strictly in order. */
  private inbox: Promise<void> = Promise.resolve();
  /** Mutations run in the order sent, like on a deployment; actions run concurrently. */
  private mutationQueue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly deps: SyncDeps,
    private readonly server: SyncServer,
    readonly address: string,
  ) {
    deps.live.addObserver(this);
    socket.on("message", (data, isBinary) => {
      if (this.closed) return;
      // Over its budget, the address's messages wait unparsed and its sockets are not read.
      const throttle = deps.throttle;
      if (throttle === undefined) return this.receive(data, isBinary);
      if (!throttle.admit(address, socket, () => this.receive(data, isBinary))) {
        this.close();
        server.refuseFlood(socket);
      }
    });
    // A frame over maxPayload, or a broken one, ends the socket; never the process.
    socket.on("error", (error) => log.warn(`Sync connection error: ${error.message}`));
  }

  private receive(data: RawData, isBinary: boolean) {
    if (this.closed) return;
    let message: ClientMessage;
    try {
      if (isBinary) throw new Error("binary frame");
      message = parseClientMessage(JSON.parse(data.toString()) as unknown);
    } catch (error) {
      return this.fatal(`Malformed message: ${(error as Error).message}`);
    }
    this.inbox = this.inbox.then(() => this.handle(message)).catch((error: unknown) => this.fatal((error as Error).message));
  }

  send(message: Record<string, unknown>) {
    if (!this.closed && this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  close() {
    this.closed = true;
    this.deps.live.removeObserver(this);
    this.server.reserveSubscriptions(this.address, -this.subscriptions.size);
    // A subscription still starting has no query yet; `subscribe` unwatches it when it arrives.
    for (const { query, watcher } of this.subscriptions.values()) if (query) this.deps.live.unwatch(query, watcher);
    this.subscriptions.clear();
  }

  terminate() {
    this.socket.terminate();
  }

  /** Called by LiveQueries after each refresh: one Transition with this client's changed results. */
  afterRefresh() {
    if (this.changed.size === 0) return;
    const modifications = this.collect([...this.changed]);
    this.changed.clear();
    if (modifications.length > 0) this.transition(modifications, {});
  }

  private async handle(message: ClientMessage) {
    switch (message.type) {
      case "Connect":
        this.sessionId = message.sessionId;
        return;
      case "Authenticate":
        return await this.authenticate(message);
      case "ModifyQuerySet":
        return await this.modifyQuerySet(message);
      case "Mutation": {
        const identity = this.identity;
        this.mutationQueue = this.mutationQueue.then(() => this.mutation(message, identity)).catch((error: unknown) => this.fatal((error as Error).message));
        return;
      }
      case "Action":
        void this.action(message, this.identity);
        return;
      case "Event":
        return;
      default:
        throw new Error(`Unknown message type ${(message as { type: string }).type}`);
    }
  }

  private async authenticate(message: Extract<ClientMessage, { type: "Authenticate" }>) {
    let identity: UserIdentity | null = null;
    if (message.tokenType === "User") {
      try {
        identity = await this.deps.verifier.verify(message.value ?? "");
      } catch (error) {
        return this.send({ type: "AuthError", error: (error as Error).message, baseVersion: message.baseVersion, authUpdateAttempted: true });
      }
    } else if (message.tokenType === "Admin") {
      return this.send({
        type: "AuthError",
        error: "Admin keys are not accepted by the local backend.",
        baseVersion: message.baseVersion,
        authUpdateAttempted: true,
      });
    }
    this.identity = identity;
    // Every query now runs as the new identity; the confirming Transition carries their results.
    // (Messages are handled one at a time, so every subscription has finished starting here.)
    const queries = [...this.subscriptions].flatMap(([queryId, { query }]) => (query ? [{ queryId, udfPath: query.udfPath, args: query.args }] : []));
    await Promise.all(queries.map(({ queryId, udfPath, args }) => this.subscribe(queryId, udfPath, args)));
    this.transition(this.collect(queries.map(({ queryId }) => queryId)), { identity: message.baseVersion + 1 });
  }

  private async modifyQuerySet(message: Extract<ClientMessage, { type: "ModifyQuerySet" }>) {
    if (message.baseVersion !== this.version.querySet) {
      throw new Error(`Query set version ${message.baseVersion} does not follow ${this.version.querySet}`);
    }
    if (message.modifications.length > MAX_MODIFICATIONS_PER_MESSAGE) {
      throw new Error(`Too many query changes in one message (the limit is ${MAX_MODIFICATIONS_PER_MESSAGE})`);
    }
    const adding = new Set(message.modifications.flatMap((m) => (m.type === "Add" && !this.subscriptions.has(m.queryId) ? [m.queryId] : [])));
    const removing = new Set(message.modifications.flatMap((m) => (m.type === "Remove" ? [m.queryId] : [])));
    if (this.subscriptions.size + adding.size - [...removing].filter((id) => this.subscriptions.has(id)).length > MAX_QUERIES_PER_SOCKET) {
      throw new Error(`Too many queries on one connection (the limit is ${MAX_QUERIES_PER_SOCKET})`);
    }
    const added: number[] = [];
    const removed: Modification[] = [];
    const refused: Modification[] = [];
    const subscribing: Promise<void>[] = [];
    for (const modification of message.modifications) {
      if (modification.type === "Add") {
        // A new query id takes one of the address's subscriptions; past the cap it fails alone.
        if (!this.subscriptions.has(modification.queryId) && this.server.reserveSubscriptions(this.address, 1) === 0) {
          this.sent.delete(modification.queryId);
          refused.push({
            type: "QueryFailed",
            queryId: modification.queryId,
            ...subscriptionCapError(this.server.subscriptionCap),
            logLines: [],
            journal: null,
          });
          continue;
        }
        added.push(modification.queryId);
        subscribing.push(this.subscribe(modification.queryId, modification.udfPath, modification.args));
      } else {
        if (this.subscriptions.has(modification.queryId)) this.server.reserveSubscriptions(this.address, -1);
        this.unsubscribe(modification.queryId);
        removed.push({ type: "QueryRemoved", queryId: modification.queryId });
      }
    }
    await Promise.all(subscribing);
    this.transition([...removed, ...this.collect(added), ...refused], { querySet: message.newVersion });
  }

  private async subscribe(queryId: number, udfPath: string, args: JSONValue) {
    this.unsubscribe(queryId, { keepSent: true });
    const watcher = () => this.changed.add(queryId);
    const subscription: Subscription = { watcher };
    this.subscriptions.set(queryId, subscription);
    const query = await this.deps.live.watch(this.identity, udfPath, args, watcher, this.address);
    subscription.query = query;
    if (this.closed || this.subscriptions.get(queryId) !== subscription) this.deps.live.unwatch(query, watcher);
  }

  private unsubscribe(queryId: number, { keepSent = false } = {}) {
    const subscription = this.subscriptions.get(queryId);
    this.subscriptions.delete(queryId);
    this.changed.delete(queryId);
    if (!keepSent) this.sent.delete(queryId);
    if (subscription?.query) this.deps.live.unwatch(subscription.query, subscription.watcher);
  }

  /** Modifications for the given queries whose result differs from what this client has. */
  private collect(queryIds: number[]): Modification[] {
    const modifications: Modification[] = [];
    for (const queryId of queryIds) {
      const query = this.subscriptions.get(queryId)?.query;
      if (query === undefined || this.sent.get(queryId) === query.serialized) continue;
      this.sent.set(queryId, query.serialized);
      const { outcome } = query;
      modifications.push(
        outcome.success
          ? { type: "QueryUpdated", queryId, value: outcome.value, logLines: [], journal: null }
          : { type: "QueryFailed", queryId, errorMessage: outcome.errorMessage, errorData: outcome.errorData, logLines: [], journal: null },
      );
    }
    return modifications;
  }

  /** Sends a Transition from the current version; `ts` only moves forward, to the latest commit. */
  private transition(modifications: Modification[], end: Partial<Omit<Version, "ts">>) {
    const start = this.version;
    const committed = this.deps.engine.ts;
    const endVersion: Version = { querySet: start.querySet, identity: start.identity, ...end, ts: committed > start.ts ? committed : start.ts };
    this.version = endVersion;
    this.send({ type: "Transition", startVersion: encodeVersion(start), endVersion: encodeVersion(endVersion), modifications });
  }

  private async mutation(message: FunctionRequest, identity: UserIdentity | null) {
    // Whose re-send this can be: the same signed-in user (or anonymous) in the same client session.
    const key = JSON.stringify([identity?.tokenIdentifier ?? null, this.sessionId, message.requestId]);
    const { outcome, ts } = await this.server.runMutationOnce(key, async () => {
      const outcome = await this.deps.runner.call("mutation", message.udfPath, message.args, identity, undefined, { address: this.address });
      const ts = this.deps.engine.ts;
      // Reply once the write is saved and this client's subscriptions have the new results
      // (other addresses' re-runs take their own turns; README "Fairness").
      await this.deps.settled(this.address);
      return { outcome, ts };
    });
    const base = { type: "MutationResponse", requestId: message.requestId, logLines: [] };
    this.send(
      outcome.success
        ? { ...base, success: true, result: outcome.value, ts: encodeTs(ts) }
        : { ...base, success: false, result: outcome.errorMessage, errorData: outcome.errorData },
    );
    // The client resolves a mutation once a Transition reaches its timestamp.
    if (outcome.success) this.transition([], {});
  }

  private async action(message: FunctionRequest, identity: UserIdentity | null) {
    const outcome = await this.deps.runner.call("action", message.udfPath, message.args, identity, undefined, { address: this.address });
    await this.deps.settled(this.address);
    const base = { type: "ActionResponse", requestId: message.requestId, logLines: [] };
    this.send(
      outcome.success
        ? { ...base, success: true, result: outcome.value }
        : { ...base, success: false, result: outcome.errorMessage, errorData: outcome.errorData },
    );
  }

  private fatal(error: string) {
    if (this.closed) return;
    log.warn(`Closing a sync connection: ${error}`);
    this.send({ type: "FatalError", error: error.slice(0, 1000) });
    this.socket.close(1011, error.slice(0, 120));
    this.close();
  }
}

function subscriptionCapError(cap: number) {
  const message = `Too many live queries from your network (at most ${cap}). Close some tabs or try again later.`;
  return { errorMessage: `Uncaught ConvexError: ${message}`, errorData: { code: SUBSCRIPTION_CAP_CODE, message } };
}

/**
 * Checks a decoded frame's shape; throws a short reason. Nothing a client sends is trusted to be
 * the type the protocol says (a null frame, a number for udfPath, an Action without one).
 */
export function parseClientMessage(value: unknown): ClientMessage {
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error("not an object");
  const message = value as Record<string, unknown>;
  const isInt = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
  const isArgs = (v: unknown) => Array.isArray(v) && v.length <= 1;
  switch (message.type) {
    case "Connect":
      if (typeof message.sessionId !== "string" || message.sessionId.length > 200) throw new Error("Connect needs a sessionId");
      return message as ClientMessage;
    case "Authenticate":
      if (!["User", "Admin", "None"].includes(message.tokenType as string) || !isInt(message.baseVersion)) throw new Error("bad Authenticate");
      if (message.value !== undefined && typeof message.value !== "string") throw new Error("bad Authenticate");
      return message as ClientMessage;
    case "ModifyQuerySet": {
      if (!isInt(message.baseVersion) || !isInt(message.newVersion) || !Array.isArray(message.modifications)) throw new Error("bad ModifyQuerySet");
      for (const modification of message.modifications as unknown[]) {
        const m = modification as Record<string, unknown> | null;
        if (typeof m !== "object" || m === null || !isInt(m.queryId)) throw new Error("bad query modification");
        if (m.type === "Add" && typeof m.udfPath === "string" && isArgs(m.args)) continue;
        if (m.type === "Remove") continue;
        throw new Error("bad query modification");
      }
      return message as ClientMessage;
    }
    case "Mutation":
    case "Action":
      if (!isInt(message.requestId) || typeof message.udfPath !== "string" || !isArgs(message.args)) throw new Error(`bad ${message.type}`);
      return message as ClientMessage;
    case "Event":
      return message as ClientMessage;
    default:
      throw new Error("unknown message type");
  }
}

/** Timestamps are u64 on the wire: base64 of 8 little-endian bytes. */
export function encodeTs(ts: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(ts);
  return bytes.toString("base64");
}

function encodeVersion(version: Version) {
  return { querySet: version.querySet, identity: version.identity, ts: encodeTs(version.ts) };
}
