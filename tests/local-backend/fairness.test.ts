import { version } from "convex";
import type { JSONValue } from "convex/values";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";
import type { Engine } from "../../local-backend/convexTestAdapter";
import { FairQueue } from "../../local-backend/fairQueue";
import { STRICT_LIMITS } from "../../local-backend/limits";
import { LiveQueries } from "../../local-backend/liveQueries";
import type { ConvexModules } from "../../local-backend/modules";
import { FunctionRunner, TRANSACTION_QUEUE } from "../../local-backend/runner";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";
import { SUBSCRIPTION_CAP_CODE } from "../../local-backend/sync";
import { removeTempDataDirs, tempDataDir } from "./helpers";

/**
 * An engine whose runs wait until the test releases them, one at a time, recording the order
 * they start in (`path` names the caller). Counting order, not time, keeps this deterministic.
 */
function gatedEngine() {
  const started: string[] = [];
  const gates: (() => void)[] = [];
  const engine = {
    limits: STRICT_LIMITS,
    run: async (_kind: string, path: string, _args: unknown, _identity: unknown, reads?: Set<string>) => {
      started.push(path);
      reads?.add("pages");
      await new Promise<void>((resolve) => gates.push(resolve));
      return null;
    },
  } as unknown as Engine;
  const modules = {
    find: async (udfPath: string, { kind }: { kind: string }) => ({ path: udfPath, kind, args: { type: "any" } }),
  } as unknown as ConvexModules;
  /** Lets the oldest waiting run finish; resolves once the queue has started the next one. */
  const release = async () => {
    gates.shift()?.();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
  };
  /** Releases runs until `done` settles; returns how many runs started before it did. */
  const releaseUntil = async (done: Promise<unknown>) => {
    let finished = false;
    void done.finally(() => (finished = true));
    let releases = 0;
    while (!finished && releases < 10_000) {
      await release();
      releases++;
    }
    return releases;
  };
  return { engine, modules, started, release, releaseUntil };
}

describe("fair queue", () => {
  test("lanes take turns: one lane's many waiting tasks do not go before another's one", async () => {
    const queue = new FairQueue({ concurrency: 1 });
    const order: string[] = [];
    const task = (name: string) => async () => void order.push(name);
    const all = [
      ...Array.from({ length: 5 }, (_, i) => queue.run("flooder", task(`f${i}`))),
      queue.run("innocent", task("i0")),
      queue.run("innocent", task("i1")),
    ];
    await Promise.all(all);
    expect(order).toEqual(["f0", "i0", "f1", "i1", "f2", "f3", "f4"]);
  });

  test("the network is read between tasks: a thousand tasks that never wait on I/O do not run back to back", async () => {
    const queue = new FairQueue({ concurrency: 1 });
    const order: string[] = [];
    const tasks = Array.from({ length: 1000 }, () => queue.run("flooder", async () => void order.push("task")));
    // What a request arriving now would need: a turn of the event loop (an I/O callback, a check-phase callback).
    setImmediate(() => order.push("io"));
    await Promise.all(tasks);
    expect(order.slice(0, 5)).toContain("io");
  });

  test("a lane with its most tasks waiting is refused at once; others are not", () => {
    const queue = new FairQueue({ concurrency: 1, perLaneWaiting: 2 });
    const never = () => new Promise<void>(() => undefined);
    expect(queue.run("a", never)).not.toBeNull(); // starts at once: not waiting
    expect(queue.run("a", never)).not.toBeNull();
    expect(queue.run("a", never)).not.toBeNull();
    expect(queue.run("a", never)).toBeNull();
    expect(queue.run("a", never, { bounded: false })).not.toBeNull(); // the server's own re-runs
    expect(queue.run("b", never)).not.toBeNull();
  });

  test("a lane at its running limit passes its turn on", async () => {
    const queue = new FairQueue({ concurrency: 3, perLaneRunning: 1 });
    const order: string[] = [];
    const never = (name: string) => () => (order.push(name), new Promise<void>(() => undefined));
    for (let i = 0; i < 3; i++) void queue.run("a", never(`a${i}`));
    void queue.run("b", never("b0"));
    expect(order).toEqual(["a0", "b0"]);
  });
});

describe("function calls take turns between addresses", () => {
  test("an innocent address's query runs next, with 200 calls from another address queued before it", async () => {
    const { engine, modules, started, releaseUntil } = gatedEngine();
    const runner = new FunctionRunner(engine, modules);
    const flood = Array.from({ length: 200 }, () => runner.call("query", "flood:q", [{}], null, undefined, { address: "127.0.0.2" }));
    const innocent = runner.call("query", "innocent:q", [{}], null, undefined, { address: "127.0.0.1" });
    await releaseUntil(innocent);
    // FIFO would have run all 200 first; here it waits for the one already running.
    expect(started.indexOf("innocent:q")).toBe(1);
    expect(started).toHaveLength(3);
    await releaseUntil(Promise.all(flood));
  });

  test(`an address with ${TRANSACTION_QUEUE.perLaneWaiting} calls waiting is refused with a code, before any work; another address is served`, async () => {
    const { engine, modules, started, releaseUntil } = gatedEngine();
    const runner = new FunctionRunner(engine, modules);
    const accepted = Array.from({ length: TRANSACTION_QUEUE.perLaneWaiting + 1 }, () =>
      runner.call("mutation", "flood:m", [{}], null, undefined, { address: "127.0.0.2" }),
    );
    const refused = await runner.call("mutation", "flood:m", [{}], null, undefined, { address: "127.0.0.2" });
    expect(refused).toMatchObject({ success: false, errorData: { code: "busy" } });
    expect(started).toHaveLength(1);
    const innocent = runner.call("mutation", "innocent:m", [{}], null, undefined, { address: "127.0.0.1" });
    await releaseUntil(innocent);
    expect(started.indexOf("innocent:m")).toBe(1);
    expect(await innocent).toEqual({ success: true, value: null });
    await releaseUntil(Promise.all(accepted));
  });

  test("password sign-ins and sign-ups: one at a time per address, two in all, taking turns; other actions are not held behind them", async () => {
    const { engine, modules, started, releaseUntil } = gatedEngine();
    const runner = new FunctionRunner(engine, modules, { anonymousPerMinute: Infinity, authPerMinute: Infinity });
    const signIn = (address: string) =>
      runner.call("action", "auth:signIn", [{ provider: "password", params: { email: "a@example.com", password: "x", flow: "signIn" } }], null, undefined, {
        address,
      });
    const flood = Array.from({ length: 5 }, () => signIn("127.0.0.2"));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    // One of the flood's five runs; the others wait even though an action queue would run two.
    expect(started).toEqual(["auth:signIn"]);
    const innocent = signIn("127.0.0.1");
    const third = signIn("127.0.0.3");
    const other = runner.call("action", "files:confirmUpload", [{}], null, undefined, { address: "127.0.0.2" });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    // The innocent's takes the second place; the third address waits; the flood's other action runs.
    expect(started).toEqual(["auth:signIn", "auth:signIn", "files:confirmUpload"]);
    await releaseUntil(Promise.all([innocent, third, other, ...flood]));
    expect(started).toHaveLength(8);
  });

  test("live-query re-runs wait for their subscriber's turn, and an address's refresh ends with its own re-runs", async () => {
    const { engine, modules, started, release, releaseUntil } = gatedEngine();
    const runner = new FunctionRunner(engine, modules);
    const live = new LiveQueries(runner);
    const watching = [
      ...Array.from({ length: 50 }, (_, i) => live.watch(null, "flood:q", [{ i }], () => {}, "127.0.0.2")),
      live.watch(null, "innocent:q", [{}], () => {}, "127.0.0.1"),
    ];
    await releaseUntil(Promise.all(watching));
    started.length = 0;

    const all = live.refresh(new Set(["pages"]));
    const innocentDone = live.refreshed("127.0.0.1");
    await releaseUntil(innocentDone);
    // Its re-run went after the one flood re-run already running, and its refresh is over while
    // most of the other address's 50 still wait.
    expect(started.indexOf("innocent:q")).toBe(1);
    expect(started.length).toBeLessThanOrEqual(3);
    while (started.length < 51) await release();
    await releaseUntil(all);
    await live.refreshed();
  });
});

describe("live subscriptions per address (here at most 3)", () => {
  let backend: BackendProcess;
  beforeAll(async () => {
    backend = await spawnBackend({ dataDir: tempDataDir(), env: { SUBSCRIPTIONS_PER_ADDRESS: "3" } });
  });
  afterAll(async () => {
    await backend?.stop();
    removeTempDataDirs();
  });

  type Modification = { type: string; queryId: number; errorData?: { code?: string } };
  /** A raw sync socket from `localAddress`; `modify` adds (or removes) queries and returns the Transition's changes. */
  function socketFrom(localAddress: string) {
    const socket = new WebSocket(`${backend.url.replace(/^http/, "ws")}/api/${version}/sync`, { localAddress });
    const transitions: Modification[][] = [];
    const waiting: (() => void)[] = [];
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString()) as { type: string; modifications?: Modification[] };
      if (message.type !== "Transition") return;
      transitions.push(message.modifications ?? []);
      waiting.shift()?.();
    });
    socket.on("error", () => undefined);
    let querySet = 0;
    const opened = new Promise<void>((resolve) => socket.on("open", () => resolve()));
    return {
      socket,
      async modify(modifications: JSONValue[]): Promise<Modification[]> {
        await opened;
        if (querySet === 0) socket.send(JSON.stringify({ type: "Connect", sessionId: crypto.randomUUID(), connectionCount: 0, lastCloseReason: null }));
        const answered = new Promise<void>((resolve) => waiting.push(resolve));
        socket.send(JSON.stringify({ type: "ModifyQuerySet", baseVersion: querySet, newVersion: querySet + 1, modifications }));
        querySet++;
        await answered;
        return transitions.at(-1)!;
      },
    };
  }
  const add = (queryId: number) => ({ type: "Add", queryId, udfPath: "portfolios:getPublicBySlug", args: [{ slug: `nobody-${queryId}` }] });
  const kinds = (modifications: Modification[]) => modifications.map((m) => (m.type === "QueryFailed" ? (m.errorData?.code ?? "failed") : m.type)).sort();

  test("past the cap a subscription fails with a code, on any socket of that address; others and freed places are served", async () => {
    const first = socketFrom("127.0.0.5");
    const second = socketFrom("127.0.0.5");
    const other = socketFrom("127.0.0.6");
    try {
      expect(kinds(await first.modify([add(1), add(2)]))).toEqual(["QueryUpdated", "QueryUpdated"]);
      // The address's third fits; the fourth and fifth, on another socket, do not.
      expect(kinds(await second.modify([add(1), add(2), add(3)]))).toEqual(["QueryUpdated", SUBSCRIPTION_CAP_CODE, SUBSCRIPTION_CAP_CODE]);
      expect(kinds(await other.modify([add(1), add(2), add(3)]))).toEqual(["QueryUpdated", "QueryUpdated", "QueryUpdated"]);
      // A removed query frees its place.
      expect(kinds(await first.modify([{ type: "Remove", queryId: 1 }]))).toEqual(["QueryRemoved"]);
      expect(kinds(await second.modify([add(4)]))).toEqual(["QueryUpdated"]);
      // A closed socket frees all of its places.
      first.socket.close();
      await new Promise((resolve) => first.socket.once("close", resolve));
      await expect.poll(async () => kinds(await second.modify([add(100 + Math.floor(Math.random() * 1e6))]))).toEqual(["QueryUpdated"]);
    } finally {
      for (const { socket } of [first, second, other]) socket.terminate();
    }
  });
});
