// The local backend runs functions under a deployment's strictest rules by default: the
// transaction limits, 8 MiB of arguments and of return value, 1 s of user code, and production's
// error shape. A probe module added to the app's own functions exercises each.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { mutationGeneric, queryGeneric, type GenericSchema, type SchemaDefinition } from "convex/server";
import { ConvexError, v } from "convex/values";
import { afterAll, describe, expect, test } from "vitest";
import { Engine } from "../../local-backend/convexTestAdapter";
import { LOOSE_LIMITS, STRICT_LIMITS, limitsFrom, type FunctionLimits } from "../../local-backend/limits";
import { ConvexModules, type FunctionKind } from "../../local-backend/modules";
import { siteHandler } from "../../local-backend/httpActions";
import { FunctionRunner, type CallOutcome } from "../../local-backend/runner";
import { removeTempDataDirs } from "./helpers";

const MiB = 1024 * 1024;
const SERVER_ERROR = /^\[Request ID: [0-9a-f]{16}\] Server Error$/;

const message = (text: string, createdAt = 0) => ({ name: "a", email: "a@b.co", phno: "1", message: text, userId: null, createdAt });

function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/** Functions the app does not have, to reach each limit on purpose. */
const probe = {
  busyMutation: mutationGeneric({
    args: { ms: v.number() },
    handler: async (ctx, { ms }) => {
      await ctx.db.insert("contactMessages", message("written before the loop"));
      busy(ms);
      return "done";
    },
  }),
  busyQuery: queryGeneric({
    args: { ms: v.number() },
    handler: async (_ctx, { ms }) => {
      busy(ms);
      return "done";
    },
  }),
  /** Over time long before it ends: stopped at its next database call. */
  busyThenScan: queryGeneric({
    args: { ms: v.number(), scans: v.number() },
    handler: async (ctx, { ms, scans }) => {
      busy(ms);
      for (let i = 0; i < scans; i++) {
        await ctx.db.query("contactMessages").take(1);
        busy(ms);
      }
      return "done";
    },
  }),
  writeMany: mutationGeneric({
    args: { count: v.number(), bytes: v.number() },
    handler: async (ctx, { count, bytes }) => {
      for (let i = 0; i < count; i++) await ctx.db.insert("contactMessages", message("x".repeat(bytes), i));
    },
  }),
  readAll: queryGeneric({ args: {}, handler: async (ctx) => (await ctx.db.query("contactMessages").collect()).length }),
  returnBytes: queryGeneric({ args: { bytes: v.number() }, handler: async (_ctx, { bytes }) => "r".repeat(bytes) }),
  fail: mutationGeneric({
    args: { convexError: v.boolean() },
    handler: async (_ctx, { convexError }) => {
      if (convexError) throw new ConvexError({ code: "probe/refused", message: "A readable refusal." });
      throw new TypeError("secret internal detail at /home/app/convex/x.ts");
    },
  }),
  echo: mutationGeneric({ args: { text: v.string() }, handler: async (_ctx, { text }) => text.length }),
};

const convexDir = path.resolve("convex");
const modules = new ConvexModules(convexDir);

async function engineWith(limits: FunctionLimits): Promise<Engine> {
  process.env.CONVEX_SITE_URL ??= "http://127.0.0.1:1";
  const schema = (await modules.load("schema"))?.default as SchemaDefinition<GenericSchema, boolean>;
  const map = { ...modules.map, [path.join(convexDir, "limitProbe.ts")]: async () => probe };
  const engine = await Engine.create(schema, map, limits);
  engine.setFileHooks({ uploadUrl: () => "http://x/upload", fileUrl: (id) => `http://x/${id}`, persist: async (_id, blob) => blob });
  return engine;
}

/** A runner over the probe module (every probe function is public and takes any arguments). */
function runnerFor(engine: Engine) {
  const probeModules = {
    find: async (udfPath: string, { kind }: { kind?: FunctionKind }) =>
      udfPath.startsWith("limitProbe:") ? { path: udfPath, kind: kind ?? "mutation", args: { type: "any" } } : null,
  } as unknown as ConvexModules;
  const runner = new FunctionRunner(engine, probeModules);
  return (kind: FunctionKind, name: string, args: Record<string, unknown>, options: { admin?: boolean } = {}): Promise<CallOutcome> =>
    runner.call(kind, `limitProbe:${name}`, [args as never], null, undefined, options);
}

const run = (engine: Engine, kind: FunctionKind, name: string, args: Record<string, unknown>) => engine.run(kind, `limitProbe:${name}`, args as never, null);
const stored = (engine: Engine) => engine.tableSize("contactMessages");

afterAll(() => removeTempDataDirs());

describe("1 s of user code per query and mutation (measured, here 100 ms for speed)", () => {
  const timed: FunctionLimits = { ...STRICT_LIMITS, userTimeMs: 100 };

  test("a mutation over its time fails with the deployment's error, and its writes are rolled back", async () => {
    const engine = await engineWith(timed);
    await expect(run(engine, "mutation", "busyMutation", { ms: 150 })).rejects.toThrow("Function execution timed out (maximum duration: 100ms)");
    expect(stored(engine)).toBe(0);
    // Within its time it commits.
    await expect(run(engine, "mutation", "busyMutation", { ms: 5 })).resolves.toBe("done");
    expect(stored(engine)).toBe(1);
  });

  test("a query over its time fails; one that is over long before it ends stops at its next database call", async () => {
    const engine = await engineWith(timed);
    await expect(run(engine, "query", "busyQuery", { ms: 150 })).rejects.toThrow(/timed out/);
    const started = performance.now();
    await expect(run(engine, "query", "busyThenScan", { ms: 60, scans: 20 })).rejects.toThrow(/timed out/);
    // 2 × 60 ms, then the third database call refuses: not 21 × 60 ms.
    expect(performance.now() - started).toBeLessThan(600);
    await expect(run(engine, "query", "busyQuery", { ms: 5 })).resolves.toBe("done");
  });

  test("the 1 s default, the backend's own transactions untimed, and no limit when loose", async () => {
    expect(STRICT_LIMITS.userTimeMs).toBe(1000);
    const engine = await engineWith(timed);
    await engine.runInTransaction(async () => busy(150));
    const loose = await engineWith({ ...LOOSE_LIMITS });
    await expect(run(loose, "query", "busyQuery", { ms: 150 })).resolves.toBe("done");
  });
});

describe("transaction limits: 8 MiB read and written (convex-test's counters, at the strict values)", () => {
  const untimed = { ...STRICT_LIMITS, userTimeMs: null };
  const bytes = Math.floor(0.95 * MiB);

  test("9 documents of 0.95 MiB: over 8 MiB written in one mutation, and over 8 MiB read by one query; both fit the loose limits", async () => {
    const strict = await engineWith(untimed);
    await expect(run(strict, "mutation", "writeMany", { count: 9, bytes })).rejects.toThrow(
      /Wrote too much data in a single function execution \(limit: 8388608 bytes\)/,
    );
    expect(stored(strict)).toBe(0);
    for (let i = 0; i < 9; i++) await run(strict, "mutation", "writeMany", { count: 1, bytes });
    await expect(run(strict, "query", "readAll", {})).rejects.toThrow(/Read too much data in a single function execution \(limit: 8388608 bytes\)/);

    const loose = await engineWith(LOOSE_LIMITS);
    await run(loose, "mutation", "writeMany", { count: 9, bytes });
    await expect(run(loose, "query", "readAll", {})).resolves.toBe(9);
  });

  test("8,192 documents written in one mutation at most", async () => {
    const strict = await engineWith(untimed);
    await expect(run(strict, "mutation", "writeMany", { count: 8193, bytes: 1 })).rejects.toThrow(
      /Wrote too many documents in a single function execution \(limit: 8192\)/,
    );
    expect(stored(strict)).toBe(0);
    expect(STRICT_LIMITS.transaction).toMatchObject({ documentsRead: 16_384, documentsWritten: 8_192, bytesRead: 8 * MiB, bytesWritten: 8 * MiB });
  }, 30_000);
});

describe("arguments and return values: 8 MiB each", () => {
  test("a return value over 8 MiB fails; 8 MiB of arguments is the most a call may carry", async () => {
    const call = runnerFor(await engineWith(STRICT_LIMITS));
    expect(await call("query", "returnBytes", { bytes: 1024 })).toMatchObject({ success: true });
    expect(await call("query", "returnBytes", { bytes: 9 * MiB })).toMatchObject({ success: false, errorMessage: expect.stringMatching(SERVER_ERROR) });
    expect(await call("mutation", "echo", { text: "a".repeat(7 * MiB) })).toEqual({ success: true, value: 7 * MiB });
    expect(await call("mutation", "echo", { text: "a".repeat(9 * MiB) })).toMatchObject({ success: false, errorMessage: expect.stringMatching(SERVER_ERROR) });

    const loose = runnerFor(await engineWith(LOOSE_LIMITS));
    expect(await loose("mutation", "echo", { text: "a".repeat(9 * MiB) })).toEqual({ success: true, value: 9 * MiB });
    expect(await loose("mutation", "echo", { text: "a".repeat(17 * MiB) })).toMatchObject({
      success: false,
      errorMessage: expect.stringMatching(/^ArgumentValidationError: The arguments is too large/),
    });
  });
});

describe("production's error shape", () => {
  test("a failure that is not a ConvexError reaches the client as Server Error, without its message; ConvexError data travels intact", async () => {
    const call = runnerFor(await engineWith(STRICT_LIMITS));
    const bug = await call("mutation", "fail", { convexError: false });
    expect(bug).toEqual({ success: false, errorMessage: expect.stringMatching(SERVER_ERROR) });
    expect(JSON.stringify(bug)).not.toMatch(/secret|TypeError|\/home/);
    // Each failure has its own request id (the server's log names it next to the real error).
    const again = await call("mutation", "fail", { convexError: false });
    expect(again.success === false && bug.success === false && again.errorMessage !== bug.errorMessage).toBe(true);

    expect(await call("mutation", "fail", { convexError: true })).toEqual({
      success: false,
      errorMessage: expect.stringMatching(/^Uncaught ConvexError: /),
      errorData: { code: "probe/refused", message: "A readable refusal." },
    });
    // Arguments its validator refuses: the same shape.
    expect(await call("mutation", "echo", { text: 5 })).toEqual({ success: false, errorMessage: expect.stringMatching(SERVER_ERROR) });
  });

  test("the admin key (npx convex run's view) and LOCAL_BACKEND_LIMITS=loose get the message, never the stack", async () => {
    const admin = await runnerFor(await engineWith(STRICT_LIMITS))("mutation", "fail", { convexError: false }, { admin: true });
    expect(admin).toEqual({ success: false, errorMessage: "Uncaught TypeError: secret internal detail at /home/app/convex/x.ts" });
    const loose = await runnerFor(await engineWith(LOOSE_LIMITS))("mutation", "fail", { convexError: false });
    expect(loose).toEqual({ success: false, errorMessage: "Uncaught TypeError: secret internal detail at /home/app/convex/x.ts" });
  });
});

test("an HTTP action that throws answers 500 with the request id only (the message too when loose)", async () => {
  const answer = async (redactErrors: boolean) => {
    const engine = { fetch: async () => Promise.reject(new Error("secret detail")) } as unknown as Engine;
    const server = createServer(siteHandler({ engine, verifier: {} as never, settled: async () => undefined, redactErrors }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/audience/views`);
      return { status: response.status, body: (await response.json()) as { code: string } };
    } finally {
      server.close();
    }
  };
  expect(await answer(true)).toEqual({ status: 500, body: { code: expect.stringMatching(SERVER_ERROR) } });
  expect(await answer(false)).toEqual({ status: 500, body: { code: expect.stringMatching(/^\[Request ID: [0-9a-f]{16}\] Server Error: secret detail$/) } });
});

describe("settings", () => {
  test("LOCAL_BACKEND_LIMITS: strict by default, loose on request, anything else refused", () => {
    expect(limitsFrom(undefined)).toBe(STRICT_LIMITS);
    expect(limitsFrom("strict")).toBe(STRICT_LIMITS);
    expect(limitsFrom("loose")).toBe(LOOSE_LIMITS);
    expect(() => limitsFrom("lax")).toThrow(/strict" or "loose/);
  });

  test('convex.json pins a Node version for "use node" actions that Convex offers and sharp supports', () => {
    const config = JSON.parse(readFileSync("convex.json", "utf8")) as { node: { nodeVersion?: string; externalPackages: string[] } };
    const schema = readFileSync("node_modules/convex/schemas/convex.schema.json", "utf8");
    const offered = /supported values are ((?:'\d+'(?:, | and )?)+)/.exec(schema)?.[1].match(/\d+/g) ?? [];
    expect(offered).toContain(config.node.nodeVersion);
    const sharpNeeds = (JSON.parse(readFileSync("node_modules/sharp/package.json", "utf8")) as { engines: { node: string } }).engines.node;
    const minimumMajor = Number(/>=\s*(\d+)/.exec(sharpNeeds)?.[1]);
    expect(Number(config.node.nodeVersion)).toBeGreaterThanOrEqual(minimumMajor);
    expect(config.node.externalPackages).toContain("sharp");
  });
});
