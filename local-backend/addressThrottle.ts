/**
 * A budget per client address at the transport (README "Fairness"): every API request and sync
 * message takes a token from its address's bucket before it is parsed or dispatched. An address
 * out of tokens is not answered message by message (each refusal would still cost this one
 * thread): its work waits in order, and its connections stop being read (`pause()`) until the
 * bucket has refilled enough for all of it. The flood then waits in the kernel's TCP buffers and,
 * once they are full, in the sender: it costs this process nothing, and other addresses are
 * served as if it were not there.
 *
 * The budget only holds an address back while another address is about (sent something in the
 * last `othersPresentMs`): with nobody else to serve, waiting would protect no one, and a lone
 * client (a person loading a page of pictures, a classroom behind one NAT, a benchmark's
 * innocent client) was paused at 20 a second on an idle server, its mutation answered ~45 ms
 * late. What it spends alone still comes off its bucket, so the moment someone else turns up
 * it has nothing left and waits at its budget's pace.
 */

import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { log } from "./log";

/** A connection whose reading can stop: a net.Socket, or a ws WebSocket. */
export type Pausable = { pause(): void; resume(): void };

export type ThrottleOptions = {
  /** Tokens an address gets a second; Infinity = no budget. */
  perSecond: number;
  /** Most tokens an address holds (its burst); `perSecond` × 2 unless given. */
  burst?: number;
  /** Items an address may have waiting; past it `admit` refuses (the caller answers cheaply). */
  maxWaiting?: number;
  /** How long after its last request another address counts as present (the budget applies); DEFAULT_OTHERS_PRESENT_MS unless given. */
  othersPresentMs?: number;
};

type AddressState = {
  tokens: number;
  at: number;
  waiting: { source: Pausable | null; work: () => void }[];
  /** Connections paused while work waits, resumed once it has all run. */
  paused: Set<Pausable>;
  timer: NodeJS.Timeout | null;
};

export const DEFAULT_MAX_WAITING = 1024;
/** Longer than the app's own heartbeats (10 s in the builder): a person with a tab open stays present. */
export const DEFAULT_OTHERS_PRESENT_MS = 15_000;

export class AddressThrottle {
  private readonly addresses = new Map<string, AddressState>();
  private readonly burst: number;
  private readonly maxWaiting: number;
  private readonly othersPresentMs: number;
  /** The two addresses seen last (distinct, latest first) and when: enough to tell whether anyone but X is about. */
  private latest: { address: string; at: number }[] = [];

  constructor(
    private readonly options: ThrottleOptions,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.burst = options.burst ?? options.perSecond * 2;
    this.maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
    this.othersPresentMs = options.othersPresentMs ?? DEFAULT_OTHERS_PRESENT_MS;
  }

  get enabled(): boolean {
    return Number.isFinite(this.options.perSecond);
  }

  /**
   * Runs `work` now if `address` has a token and nothing waiting; otherwise queues it behind the
   * address's other waiting work and pauses `source` until all of it has run. Returns false,
   * having done nothing, when the address already has its most items waiting.
   */
  admit(address: string, source: Pausable | null, work: () => void): boolean {
    if (!this.enabled) return (work(), true);
    this.seen(address);
    const state = this.state(address);
    this.refill(state);
    if (state.waiting.length === 0 && (state.tokens >= 1 || !this.othersPresent(address))) {
      state.tokens = Math.max(0, state.tokens - 1);
      work();
      return true;
    }
    if (state.waiting.length >= this.maxWaiting) return false;
    state.waiting.push({ source, work });
    if (source !== null) this.pause(state, source);
    this.schedule(address, state);
    return true;
  }

  /**
   * Notes that `address` is about without spending its budget (a request the budget does not
   * count, e.g. a web page): others' budgets apply while it is.
   */
  seen(address: string): void {
    if (!this.enabled) return;
    const now = this.now();
    if (this.latest[0]?.address === address) this.latest[0].at = now;
    else this.latest = [{ address, at: now }, ...this.latest.slice(0, 1)];
  }

  /** Whether an address other than `address` sent something in the last `othersPresentMs`. */
  othersPresent(address: string): boolean {
    // latest[1] is the most recent address other than latest[0].
    const other = this.latest[0]?.address === address ? this.latest[1] : this.latest[0];
    return other !== undefined && this.now() - other.at < this.othersPresentMs;
  }

  /**
   * Pauses `source` if `address` has work waiting (a new connection from a throttled address is
   * not read until the address's turn comes). Returns whether it did.
   */
  hold(address: string, source: Pausable): boolean {
    const state = this.addresses.get(address);
    if (state === undefined || state.waiting.length === 0) return false;
    this.pause(state, source);
    return true;
  }

  /** A closed connection: its waiting work is dropped (nobody to answer) and it is not resumed. */
  forget(address: string, source: Pausable): void {
    const state = this.addresses.get(address);
    if (state === undefined) return;
    state.paused.delete(source);
    if (state.waiting.some((item) => item.source === source)) state.waiting = state.waiting.filter((item) => item.source !== source);
  }

  /** Items waiting for `address` (tests, benchmarks). */
  waitingOn(address: string): number {
    return this.addresses.get(address)?.waiting.length ?? 0;
  }

  /** Whether `source` is held paused by this throttle. */
  isHolding(address: string, source: Pausable): boolean {
    return this.addresses.get(address)?.paused.has(source) ?? false;
  }

  close(): void {
    for (const state of this.addresses.values()) if (state.timer !== null) clearTimeout(state.timer);
    this.addresses.clear();
  }

  private state(address: string): AddressState {
    let state = this.addresses.get(address);
    if (state === undefined) {
      if (this.addresses.size >= 10_000) this.prune();
      state = { tokens: this.burst, at: this.now(), waiting: [], paused: new Set(), timer: null };
      this.addresses.set(address, state);
    }
    return state;
  }

  private refill(state: AddressState) {
    const now = this.now();
    state.tokens = Math.min(this.burst, state.tokens + ((now - state.at) / 1000) * this.options.perSecond);
    state.at = now;
  }

  private pause(state: AddressState, source: Pausable) {
    if (state.paused.has(source)) return;
    state.paused.add(source);
    source.pause();
  }

  /** Runs waiting work as tokens come in (all of it once nobody else is about); once none is left, reading resumes. */
  private schedule(address: string, state: AddressState) {
    if (state.timer !== null) return;
    const wait = Math.max(1, Math.ceil(((1 - state.tokens) / this.options.perSecond) * 1000));
    state.timer = setTimeout(() => {
      state.timer = null;
      this.refill(state);
      const alone = !this.othersPresent(address);
      while (state.waiting.length > 0 && (state.tokens >= 1 || alone)) {
        state.tokens = Math.max(0, state.tokens - 1);
        try {
          state.waiting.shift()!.work();
        } catch (error) {
          log.error(`Throttled work failed: ${(error as Error).stack ?? String(error)}`);
        }
      }
      if (state.waiting.length > 0) return this.schedule(address, state);
      const paused = [...state.paused];
      state.paused.clear();
      for (const source of paused) source.resume();
    }, wait);
    state.timer.unref();
  }

  /** Forgets addresses with nothing waiting and a full bucket: memory follows the active ones. */
  private prune() {
    const now = this.now();
    for (const [address, state] of this.addresses) {
      const tokens = state.tokens + ((now - state.at) / 1000) * this.options.perSecond;
      if (state.waiting.length === 0 && tokens >= this.burst) this.addresses.delete(address);
    }
  }
}

/**
 * API requests and sync messages per client address a second (a burst of twice that): a person's
 * tabs send a few a second, and a page's pictures a burst of a few dozen.
 */
export const DEFAULT_REQUESTS_PER_SECOND = 20;

const THROTTLED_BODY = JSON.stringify({ code: "TooManyRequests", message: "Too many requests from your network. Please try again in a moment." });

/**
 * The answer to a request from an address that already has its most waiting: fixed bytes, and
 * the connection closed so that its next requests need a new one (held before it is read).
 */
export function refuseThrottled(res: ServerResponse): void {
  res.writeHead(429, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(THROTTLED_BODY),
    "Retry-After": "1",
    Connection: "close",
  });
  res.end(THROTTLED_BODY);
}

/**
 * New connections from an address with work waiting are paused before their first byte is read;
 * every connection is forgotten by the throttle when it closes.
 */
export function holdConnections(server: Server, throttle: AddressThrottle): void {
  if (!throttle.enabled) return;
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "unknown";
    throttle.hold(address, socket);
    socket.once("close", () => throttle.forget(address, socket));
  });
}
