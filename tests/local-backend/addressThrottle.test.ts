import { request } from "node:http";
import { version } from "convex";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import WebSocket from "ws";
import { api } from "../../convex/_generated/api";
import { AddressThrottle, type Pausable } from "../../local-backend/addressThrottle";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";
import { fetchFrom, webSocketFrom } from "../../scripts/bench/lib/loopback";
import { removeTempDataDirs, tempDataDir } from "./helpers";

/** A connection that records whether it is being read. */
function connection(): Pausable & { paused: boolean } {
  return {
    paused: false,
    pause() {
      this.paused = true;
    },
    resume() {
      this.paused = false;
    },
  };
}

describe("the per-address budget (3 a second, a burst of 3)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("an address over its budget is paused and its work waits, in order; another address is served at once; reading resumes once its work has run", () => {
    vi.useFakeTimers();
    const throttle = new AddressThrottle({ perSecond: 3, burst: 3 }, () => Date.now());
    const done: string[] = [];
    const flooder = connection();
    const flooderSecond = connection();
    const innocent = connection();
    // Someone else is about: the flooder's budget applies.
    throttle.seen("127.0.0.1");
    for (let i = 0; i < 8; i++) expect(throttle.admit("127.0.0.2", flooder, () => done.push(`f${i}`))).toBe(true);
    // Its burst ran at once; the rest waits, unread, and the connection is no longer read.
    expect(done).toEqual(["f0", "f1", "f2"]);
    expect(flooder.paused).toBe(true);
    expect(throttle.waitingOn("127.0.0.2")).toBe(5);
    // A new connection from the same address is held before it is read; one from elsewhere is not.
    expect(throttle.hold("127.0.0.2", flooderSecond)).toBe(true);
    expect(flooderSecond.paused).toBe(true);
    expect(throttle.hold("127.0.0.1", innocent)).toBe(false);
    // The innocent address's request runs next, before any of the flooder's waiting work.
    throttle.admit("127.0.0.1", innocent, () => done.push("i0"));
    expect(done).toEqual(["f0", "f1", "f2", "i0"]);
    expect(innocent.paused).toBe(false);

    // One token a third of a second: the waiting work runs in order, at the budget's pace.
    vi.advanceTimersByTime(340);
    expect(done.slice(4)).toEqual(["f3"]);
    expect(flooder.paused).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(done.slice(4)).toEqual(["f3", "f4", "f5", "f6"]);
    vi.advanceTimersByTime(340);
    expect(done.slice(4)).toEqual(["f3", "f4", "f5", "f6", "f7"]);
    expect([flooder.paused, flooderSecond.paused]).toEqual([false, false]);
    expect(throttle.waitingOn("127.0.0.2")).toBe(0);
    throttle.close();
  });

  test("past its most waiting items an address is refused without queueing; a closed connection's waiting work is dropped", () => {
    vi.useFakeTimers();
    const throttle = new AddressThrottle({ perSecond: 1, burst: 1, maxWaiting: 2 }, () => Date.now());
    throttle.seen("b");
    const flooder = connection();
    const closed = connection();
    let ran = 0;
    const work = () => void ran++;
    expect([throttle.admit("a", flooder, work), throttle.admit("a", flooder, work), throttle.admit("a", closed, work)]).toEqual([true, true, true]);
    expect(throttle.admit("a", flooder, work)).toBe(false);
    expect(ran).toBe(1);
    throttle.forget("a", closed);
    vi.advanceTimersByTime(2100);
    expect(ran).toBe(2);
    expect([flooder.paused, closed.paused]).toEqual([false, true]);
    throttle.close();
  });

  test("an address alone is not held back (nobody to protect); its spending still counts once another address turns up, and it is free again once that one has gone", () => {
    vi.useFakeTimers();
    const throttle = new AddressThrottle({ perSecond: 3, burst: 3, othersPresentMs: 2000 }, () => Date.now());
    const lone = connection();
    let ran = 0;
    // 30 at once, ten times its budget: all run now, nothing paused.
    for (let i = 0; i < 30; i++) throttle.admit("127.0.0.2", lone, () => void ran++);
    expect([ran, lone.paused, throttle.waitingOn("127.0.0.2")]).toEqual([30, false, 0]);
    // Someone else sends a request: the lone address has spent its bucket, so its next ones wait.
    throttle.admit("127.0.0.1", connection(), () => undefined);
    for (let i = 0; i < 4; i++) throttle.admit("127.0.0.2", lone, () => void ran++);
    expect([ran, lone.paused, throttle.waitingOn("127.0.0.2")]).toEqual([30, true, 4]);
    vi.advanceTimersByTime(340);
    expect(ran).toBe(31);
    // The other address has been quiet for 2 s: what waits runs at once and reading resumes.
    vi.advanceTimersByTime(2000);
    expect([ran, lone.paused, throttle.waitingOn("127.0.0.2")]).toEqual([34, false, 0]);
    throttle.close();
  });

  test("no budget (Infinity) runs everything at once and pauses nothing", () => {
    const throttle = new AddressThrottle({ perSecond: Infinity });
    const flooder = connection();
    let ran = 0;
    for (let i = 0; i < 1000; i++) throttle.admit("a", flooder, () => void ran++);
    expect([ran, flooder.paused]).toEqual([1000, false]);
  });
});

describe("on the backend (here 10 requests and messages a second per address, a burst of 20)", () => {
  let backend: BackendProcess;
  beforeAll(async () => {
    backend = await spawnBackend({ dataDir: tempDataDir(), env: { REQUESTS_PER_SECOND_PER_ADDRESS: "10" } });
  });
  afterAll(async () => {
    await backend?.stop();
    removeTempDataDirs();
  });

  /** POSTs a public query from `localAddress`; resolves with the time its answer took (ms). */
  const timedQuery = (localAddress: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const body = JSON.stringify({ path: "portfolios:getPublicBySlug", args: { slug: "nobody-here" }, format: "json" });
      const req = request(`${backend.url}/api/query`, { method: "POST", localAddress, headers: { "Content-Type": "application/json" } }, (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`status ${res.statusCode}`))));
      });
      req.on("error", reject);
      req.end(body);
    });

  test("a flooding address's messages wait unread and are answered at its budget's pace, in order; an innocent address is served next", async () => {
    // The innocent address is about before the flood starts (alone, an address is not held back).
    await timedQuery("127.0.0.1");
    const flooder = new WebSocket(`${backend.url.replace(/^http/, "ws")}/api/${version}/sync`, { localAddress: "127.0.0.2" });
    const versions: number[] = [];
    let fatal: string | undefined;
    flooder.on("message", (data) => {
      const message = JSON.parse(data.toString()) as { type: string; endVersion?: { querySet: number }; error?: string };
      if (message.type === "Transition") versions.push(message.endVersion!.querySet);
      if (message.type === "FatalError") fatal = message.error;
    });
    flooder.on("error", () => undefined);
    await new Promise((resolve) => flooder.once("open", resolve));
    try {
      // 300 query-set changes at once (a query added, then removed, …): each is one Transition.
      flooder.send(JSON.stringify({ type: "Connect", sessionId: crypto.randomUUID(), connectionCount: 0, lastCloseReason: null }));
      for (let v = 0; v < 300; v++) {
        const modification =
          v % 2 === 0 ? { type: "Add", queryId: v, udfPath: "portfolios:getPublicBySlug", args: [{ slug: `flood-${v}` }] } : { type: "Remove", queryId: v - 1 };
        flooder.send(JSON.stringify({ type: "ModifyQuerySet", baseVersion: v, newVersion: v + 1, modifications: [modification] }));
      }
      const floodStarted = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 500));

      // The innocent address is answered at once, not after the flood's 300 messages (30 s at 10 a second).
      expect(await timedQuery("127.0.0.1")).toBeLessThan(2_000);
      // A new connection from the flooding address waits behind its own messages.
      const flooderQuery = timedQuery("127.0.0.2");
      const flooderWaited = await Promise.race([flooderQuery.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 1_500))]);
      expect(flooderWaited).toBe(true);

      // The flood got its burst and then its budget's pace: far fewer than it sent.
      const elapsed = (performance.now() - floodStarted) / 1000;
      expect(versions.length).toBeGreaterThan(10);
      expect(versions.length).toBeLessThanOrEqual(20 + Math.ceil(elapsed * 10) + 2);
      // Nothing dropped or reordered: each Transition follows the one before.
      expect(versions).toEqual(Array.from({ length: versions.length }, (_, i) => i + 1));
      expect(fatal).toBeUndefined();
      flooder.terminate();
      // Once the flood's socket is gone, its own query is served (the rest of its backlog is dropped unparsed).
      await flooderQuery;
    } finally {
      flooder.terminate();
    }
  });

  test("the Convex client over a throttled socket gets every answer, only later", async () => {
    await timedQuery("127.0.0.1");
    const client = new ConvexClient(backend.url, { logger: false, webSocketConstructor: webSocketFrom("127.0.0.3") });
    try {
      // 40 mutations at once: one message each, twice the burst (a page nobody published: each answers null).
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => client.mutation(api.audience.heartbeat, { key: { slug: "nobody-here" }, token: `tab${i}` })),
      );
      expect(answers).toEqual(Array.from({ length: 40 }, () => null));
      expect(performance.now() - started).toBeGreaterThan(1_000);
      // The subscription protocol still holds on that socket.
      expect(await client.query(api.portfolios.getPublicBySlug, { slug: "nobody-here" })).toMatchObject({ status: "not-found" });
    } finally {
      await client.close();
    }
  });
});

describe("on an otherwise idle backend (the default budget, 20 a second)", () => {
  let backend: BackendProcess;
  beforeAll(async () => {
    backend = await spawnBackend({ dataDir: tempDataDir() });
  });
  afterAll(async () => {
    await backend?.stop();
    removeTempDataDirs();
  });

  test("a lone client over its budget is not held back: 240 calls and a mutation at once are all answered, not paced at 20 a second", async () => {
    // bench:flood's idle figure was this: its client sent ~36 requests a second, was paused at 20,
    // and each mutation waited ~45 ms for a token on a server with nothing else to do.
    const client = new ConvexHttpClient(backend.url, { fetch: fetchFrom("127.0.0.5") });
    const query = () => client.query(api.portfolios.getPublicBySlug, { slug: "nobody-here" });
    // Warmed up (the first calls load modules), then a pause that fills the bucket again.
    await Promise.all(Array.from({ length: 10 }, query));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const started = performance.now();
    const [burst, heartbeat] = await Promise.all([
      Promise.all(Array.from({ length: 240 }, query)),
      client.mutation(api.audience.heartbeat, { key: { slug: "nobody-here" }, token: "tab-lone" }),
    ]);
    expect([burst.length, heartbeat]).toEqual([240, null]);
    // Held to its budget, the last 201 would wait for tokens at 20 a second: 10 s. Served as they come: 1 to 3 s.
    expect(performance.now() - started).toBeLessThan(6_000);
  });
});
