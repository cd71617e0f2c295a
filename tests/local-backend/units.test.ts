import { scrypt } from "node:crypto";
import { describe, expect, test } from "vitest";
import { hostAllowed, publicHostsFrom } from "../../local-backend/hosts";
import {
  hashesRunning,
  hashPassword,
  luciaScrypt,
  MAX_CONCURRENT_HASHES,
  usePasswordHashingOffThread,
  verifyPassword,
} from "../../local-backend/passwordHashing";
import { RateLimiter } from "../../local-backend/rateLimit";
import { useSynchronousDigests } from "../../local-backend/digests";
import { parseClientMessage } from "../../local-backend/sync";
import { checkValueLimits, truncate, validateStrict, VALUE_LIMITS, type ValidatorJson } from "../../local-backend/values";

const obj = (fields: Record<string, ValidatorJson>, optional: string[] = []): ValidatorJson => ({
  type: "object",
  value: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { fieldType: v, optional: optional.includes(k) }])),
});

describe("strict validators", () => {
  const args = obj({ name: { type: "string" }, about: { type: "string" } }, ["about"]);

  test.each(["toString", "constructor", "valueOf", "hasOwnProperty", "__proto__x"])("an argument named %s is an unexpected field", (name) => {
    expect(() => validateStrict(args, { name: "a", [name]: "x" })).toThrow(/unexpected field/);
  });

  test("required, optional, unions, literals, arrays and records are checked", () => {
    expect(() => validateStrict(args, { name: "a" })).not.toThrow();
    expect(() => validateStrict(args, {})).toThrow(/missing required field "name"/);
    expect(() => validateStrict(args, { name: 1 })).toThrow(/args.name: expected a string/);
    const union: ValidatorJson = { type: "union", value: [{ type: "literal", value: "a" }, { type: "null" }] };
    expect(() => validateStrict(union, "a")).not.toThrow();
    expect(() => validateStrict(union, "b")).toThrow(/one of literal, null/);
    const record: ValidatorJson = { type: "record", keys: { type: "string" }, values: { fieldType: { type: "number" }, optional: false } };
    expect(() => validateStrict(record, { a: 1 })).not.toThrow();
    // convex-test accepts anything for a record.
    expect(() => validateStrict(record, { a: "x".repeat(100) })).toThrow(/expected a number/);
    expect(() => validateStrict({ type: "array", value: { type: "number" } }, [1, "2"])).toThrow(/\[1\]/);
  });

  test("Convex's value limits: nesting, array length, object size, field names, Unicode, bytes", () => {
    let deep: unknown = 1;
    for (let i = 0; i < VALUE_LIMITS.nesting; i++) deep = [deep];
    expect(() => checkValueLimits(deep as never, "v", 1e9)).not.toThrow();
    expect(() => checkValueLimits([deep] as never, "v", 1e9)).toThrow(/nested more than 16/);
    expect(() => checkValueLimits(new Array(8193).fill(0), "v", 1e9)).toThrow(/more than 8192 elements/);
    expect(() => checkValueLimits(Object.fromEntries(Array.from({ length: 1025 }, (_, i) => [`f${i}`, 0])), "v", 1e9)).toThrow(/more than 1024 fields/);
    expect(() => checkValueLimits({ ["k".repeat(1025)]: 1 }, "v", 1e9)).toThrow(/field name/);
    expect(() => checkValueLimits({ s: "\ud800" }, "v", 1e9)).toThrow(/not valid Unicode/);
    expect(() => checkValueLimits({ s: "x".repeat(2000) }, "The arguments", 1000)).toThrow(/The arguments is too large/);
  });

  test("long texts are cut for logs and errors", () => {
    expect(truncate("x".repeat(5000), 100)).toMatch(/^x{100}… \(4900 more characters\)$/);
    expect(truncate("short")).toBe("short");
  });
});

describe("Host header check (DNS rebinding)", () => {
  test("loopback names and IP addresses pass; other names only when configured", () => {
    expect(hostAllowed("127.0.0.1:3210", [], "127.0.0.1")).toBe(true);
    expect(hostAllowed("localhost:3210", [], "127.0.0.1")).toBe(true);
    expect(hostAllowed("app.localhost", [], "127.0.0.1")).toBe(true);
    expect(hostAllowed("[::1]:3210", [], "127.0.0.1")).toBe(true);
    expect(hostAllowed("192.168.1.20:3210", [], "0.0.0.0")).toBe(true);
    expect(hostAllowed("attacker.example:3210", [], "127.0.0.1")).toBe(false);
    expect(hostAllowed("localhost.attacker.example", [], "127.0.0.1")).toBe(false);
    expect(hostAllowed(undefined, [], "127.0.0.1")).toBe(false);
    expect(hostAllowed("bad host", [], "127.0.0.1")).toBe(false);
    expect(hostAllowed("Portfolio.Example.com", publicHostsFrom("portfolio.example.com, other.example"), "0.0.0.0")).toBe(true);
  });
});

describe("per-address budgets", () => {
  test("a burst of the minute's budget, then refills over the minute; addresses are separate", () => {
    const limiter = new RateLimiter(3);
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take("a", t))).toEqual([true, true, true, false]);
    expect(limiter.take("b", t)).toBe(true);
    expect(limiter.take("a", t + 20_000)).toBe(true); // one call refilled after a third of a minute
    expect(limiter.take("a", t + 20_000)).toBe(false);
  });

  test("a smaller burst than the minute's budget: the rest comes at the budget's pace", () => {
    const limiter = new RateLimiter(60, 10);
    const t = 1_000_000;
    expect(Array.from({ length: 11 }, () => limiter.take("a", t))).toEqual([...Array.from({ length: 10 }, () => true), false]);
    expect([limiter.take("a", t + 1_000), limiter.take("a", t + 1_000)]).toEqual([true, false]);
    // Never more than the burst, however long it rested.
    expect(Array.from({ length: 11 }, () => limiter.take("a", t + 3_600_000)).filter(Boolean)).toHaveLength(10);
  });
});

describe("sync frames", () => {
  test.each([
    ["null", null],
    ["an array", []],
    ["an unknown type", { type: "Nope" }],
    ["a non-string udfPath", { type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [{ type: "Add", queryId: 1, udfPath: 5, args: [{}] }] }],
    ["an Action without udfPath", { type: "Action", requestId: 1, args: [{}] }],
    ["a Mutation with a string requestId", { type: "Mutation", requestId: "1", udfPath: "drafts:save", args: [{}] }],
    ["a Connect without sessionId", { type: "Connect" }],
  ])("%s is refused", (_what, frame) => {
    expect(() => parseClientMessage(frame)).toThrow();
  });

  test("the real client's frames pass", () => {
    expect(parseClientMessage({ type: "Connect", sessionId: "s", connectionCount: 0, lastCloseReason: null })).toMatchObject({ type: "Connect" });
    expect(parseClientMessage({ type: "Action", requestId: 3, udfPath: "auth:signIn", args: [{}] })).toMatchObject({ type: "Action" });
  });
});

describe("digests inside a transaction", () => {
  test("the backend's SHA digests give the same bytes as WebCrypto's, for strings' bytes, buffers and views", async () => {
    const subtle = { digest: globalThis.crypto.subtle.digest.bind(globalThis.crypto.subtle) };
    useSynchronousDigests(subtle);
    const bytes = new TextEncoder().encode("someone@example.com");
    const view = new Uint8Array([9, 9, ...bytes, 9]).subarray(2, 2 + bytes.length);
    for (const algorithm of ["SHA-256", { name: "SHA-512" }, "sha-1"] as const) {
      for (const data of [bytes, bytes.buffer, view]) {
        expect(Buffer.from(await subtle.digest(algorithm, data))).toEqual(Buffer.from(await globalThis.crypto.subtle.digest(algorithm, bytes)));
      }
    }
  });

  test("with every thread-pool thread busy hashing a password, a SHA-256 resolves at once instead of waiting for a thread", async () => {
    const subtle = { digest: globalThis.crypto.subtle.digest.bind(globalThis.crypto.subtle) };
    useSynchronousDigests(subtle);
    const timed = async (digest: () => Promise<ArrayBuffer>) => {
      const started = performance.now();
      await digest();
      return performance.now() - started;
    };
    const data = new TextEncoder().encode("someone@example.com");
    // libuv's 4 threads, each on a scrypt with the password hash's parameters (about 100 ms on an idle core).
    const busyPool = () =>
      Array.from(
        { length: 4 },
        (_, i) => new Promise((resolve) => scrypt(`password ${i}`, "salt", 64, { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 }, resolve)),
      );
    const before = busyPool();
    const waited = await timed(() => globalThis.crypto.subtle.digest("SHA-256", data));
    await Promise.all(before);
    const after = busyPool();
    const now = await timed(() => subtle.digest("SHA-256", data));
    await Promise.all(after);
    expect(waited).toBeGreaterThan(20);
    expect(now).toBeLessThan(5);
  });
});

describe("password hashing off the event loop", () => {
  test("a burst of hashes takes at most all cores but one (at least one hash at a time), the rest wait their turn", async () => {
    let most = 0;
    const burst = Array.from({ length: MAX_CONCURRENT_HASHES + 3 }, (_, i) =>
      hashPassword(`password ${i}`).finally(() => (most = Math.max(most, hashesRunning()))),
    );
    most = Math.max(most, hashesRunning());
    const hashes = await Promise.all(burst);
    expect(most).toBe(MAX_CONCURRENT_HASHES);
    expect(hashesRunning()).toBe(0);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  test("hashes are interchangeable with lucia's Scrypt (what Convex Auth uses elsewhere)", async () => {
    const lucia = new (await luciaScrypt())();
    const ours = await hashPassword("correct horse battery");
    expect(await lucia.verify(ours, "correct horse battery")).toBe(true);
    expect(await lucia.verify(ours, "wrong")).toBe(false);
    const theirs = await lucia.hash("correct horse battery");
    expect(await verifyPassword(theirs, "correct horse battery")).toBe(true);
    expect(await verifyPassword(theirs, "wrong")).toBe(false);
  });

  test("the event loop keeps turning while passwords hash (lucia's holds it for each hash)", async () => {
    // The longest stretch without a timer turn, measured side by side (the machine is shared).
    const longestStall = async (work: () => Promise<unknown>) => {
      let last = performance.now();
      let longest = 0;
      let running = true;
      const tick = () => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
        if (running) setTimeout(tick, 0);
      };
      setTimeout(tick, 0);
      await work();
      running = false;
      return longest;
    };
    const lucia = new (await luciaScrypt())();
    const theirs = await longestStall(() => Promise.all([lucia.hash("a password"), lucia.hash("b password")]));
    const ours = await longestStall(() => Promise.all([hashPassword("a password"), hashPassword("b password")]));
    expect(ours * 4).toBeLessThan(theirs);
    // What the server does at start: Convex Auth's own `new Scrypt()` now hashes off the loop.
    await usePasswordHashingOffThread();
    const patched = new (await luciaScrypt())();
    let hash = "";
    const viaConvexAuth = await longestStall(async () => (hash = await patched.hash("c password")));
    expect(viaConvexAuth * 4).toBeLessThan(theirs);
    expect(await verifyPassword(hash, "c password")).toBe(true);
  });
});
