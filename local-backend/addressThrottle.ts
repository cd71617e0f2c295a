/**
 * A budget per client address at the transport (README "Fairness"): every API request and sync
 * message takes a token from its address's bucket before it is parsed or dispatched. An address
 * out of tokens is not answered message by message (each refusal would still cost this one
 * thread): its work waits in order, and its connections stop being read (`pause()`) until the
 * bucket has refilled enough for all of it. The flood then waits in the kernel's TCP buffers and,
 * once they are full, in the sender: it costs this process nothing, and other addresses are
 * served as if it were not there.
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

export class AddressThrottle {
  private readonly addresses = new Map<string, AddressState>();
  private readonly burst: number;
  private readonly maxWaiting: number;

  constructor(
    private readonly options: ThrottleOptions,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.burst = options.burst ?? options.perSecond * 2;
    this.maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
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
    const state = this.state(address);
    this.refill(state);
    if (state.waiting.length === 0 && state.tokens >= 1) {
      state.tokens -= 1;
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

  /** Runs waiting work as tokens come in; once none is left, reading resumes. */
  private schedule(address: string, state: AddressState) {
    if (state.timer !== null) return;
    const wait = Math.max(1, Math.ceil(((1 - state.tokens) / this.options.perSecond) * 1000));
    state.timer = setTimeout(() => {
      state.timer = null;
      this.refill(state);
      while (state.waiting.length > 0 && state.tokens >= 1) {
        state.tokens -= 1;
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
