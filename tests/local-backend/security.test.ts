import { readdirSync, statSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { version } from "convex";
import { ConvexHttpClient } from "convex/browser";
import { convexToJson } from "convex/values";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";
import { api } from "../../convex/_generated/api";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";
import { MAX_MODIFICATIONS_PER_MESSAGE, MAX_QUERIES_PER_SOCKET, SOCKET_REFUSED_CODE } from "../../local-backend/sync";
import { draft, PASSWORD, PNG_BYTES, rejectionData, removeTempDataDirs, serverErrorReason, signUp, tempDataDir, type Tokens } from "./helpers";

let backend: BackendProcess;
let limited: BackendProcess;
let dataDir: string;
let user: Tokens & { email: string };

beforeAll(async () => {
  dataDir = tempDataDir();
  [backend, limited] = await Promise.all([
    spawnBackend({ dataDir }),
    spawnBackend({
      dataDir: tempDataDir(),
      env: { AUTH_CALLS_PER_MINUTE: "3", ANONYMOUS_CALLS_PER_MINUTE: "3", SOCKETS_PER_ADDRESS: "3", SOCKETS_TOTAL: "5" },
    }),
  ]);
  user = await signUp(backend.url);
});

afterAll(async () => {
  await Promise.all([backend?.stop(), limited?.stop()]);
  removeTempDataDirs();
});

const syncUrl = (url: string) => `${url.replace(/^http/, "ws")}/api/${version}/sync`;

/** Opens a raw sync socket, sends `frames`, and resolves with what came back and how it closed. */
function exchange(url: string, frames: (string | Buffer)[], timeoutMs = 10_000): Promise<{ messages: { type: string; error?: string }[]; code: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(syncUrl(url));
    const messages: { type: string; error?: string }[] = [];
    const timer = setTimeout(() => reject(new Error(`no close within ${timeoutMs} ms; got ${JSON.stringify(messages)}`)), timeoutMs);
    socket.on("open", () => {
      for (const frame of frames) socket.send(frame);
    });
    socket.on("message", (data) => messages.push(JSON.parse(data.toString()) as { type: string }));
    socket.on("error", () => undefined);
    socket.on("close", (code) => {
      clearTimeout(timer);
      resolve({ messages, code });
    });
  });
}

const connect = JSON.stringify({ type: "Connect", sessionId: crypto.randomUUID(), connectionCount: 0, lastCloseReason: null });
const add = (queryId: number) => ({ type: "Add", queryId, udfPath: "users:current", args: [{}] });

async function stillServing(url: string) {
  expect(await new ConvexHttpClient(url).query(api.portfolios.getPublic, { userId: "nobody" })).toEqual({ status: "not-found" });
}

describe("arguments are validated as a deployment does", () => {
  test.each(["toString", "constructor", "valueOf", "hasOwnProperty"])("a field named %s is refused and nothing is stored", async (name) => {
    const http = new ConvexHttpClient(backend.url, { auth: user.token });
    const formData = { ...draft("Sneaky"), [name]: "x".repeat(3 * 1024 * 1024) };
    const refused = (args: unknown) => serverErrorReason(http.mutation(api.drafts.save, args as never), backend.output);
    expect(await refused({ templateId: "minimalist", formData, baseRevision: 0 })).toMatch(/ArgumentValidationError.*unexpected field/);
    expect(await refused({ templateId: "minimalist", formData: draft("Ok"), baseRevision: 0, [name]: 1 })).toMatch(/unexpected field/);
    expect((await http.query(api.drafts.get, {}))?.formData.name).not.toBe("Sneaky");
  });

  test("values past Convex's limits are refused, and the error (and log) carry only a cut-down copy", async () => {
    const http = new ConvexHttpClient(backend.url);
    let deep: unknown = "x";
    for (let i = 0; i < 17; i++) deep = { d: deep };
    const refused = (args: unknown) => serverErrorReason(http.query(api.portfolios.getPublic, args as never), backend.output);
    expect(await refused({ userId: deep })).toMatch(/nested more than 16/);
    expect(await refused({ userId: new Array(8193).fill("x") })).toMatch(/more than 8192/);
    const huge = "y".repeat(2 * 1024 * 1024);
    expect((await refused({ userId: 5, extra: huge })).length).toBeLessThan(5000);
    expect(
      backend
        .output()
        .split("\n")
        .every((line) => line.length < 5000),
    ).toBe(true);
  });

  test("arguments over 8 MiB are refused as a deployment refuses them", async () => {
    const http = new ConvexHttpClient(backend.url);
    expect(await serverErrorReason(http.query(api.portfolios.getPublic, { userId: "z".repeat(9 * 1024 * 1024) }), backend.output)).toMatch(
      /The arguments is too large \(\d+ bytes; the limit is 8388608 bytes\)/,
    );
  });

  test("a call whose arguments pass 16 MiB is refused", async () => {
    const response = await fetch(`${backend.url}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "portfolios:getPublic", args: { userId: "z".repeat(17 * 1024 * 1024) }, format: "json" }),
    });
    expect(response.status).toBe(413);
  });
});

describe("file URLs and upload URLs", () => {
  test("ids are random; a neighbouring id finds nothing", async () => {
    const http = new ConvexHttpClient(backend.url, { auth: user.token });
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const uploadUrl = await http.mutation(api.files.generateUploadUrl, {});
      ids.push(
        ((await (await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: PNG_BYTES })).json()) as { storageId: string })
          .storageId,
      );
    }
    for (const id of ids) expect(id).toMatch(/^\d{26}_storage$/);
    const [a, b] = ids.map((id) => BigInt(id.slice(0, 26)));
    expect(a > b ? a - b : b - a).toBeGreaterThan(1000n);
    const neighbour = `${(a + 1n).toString().padStart(26, "0")}_storage`;
    expect((await fetch(`${backend.url}/api/storage/${neighbour}`)).status).toBe(404);
    expect((await fetch(`${backend.url}/api/storage/${ids[0]}`)).status).toBe(200);
    expect((await http.query(api.users.current, {}))?.uid).toMatch(/^\d{26}users$/);
  });

  test("text that looks like an upload URL comes back as written, never as a working upload URL", async () => {
    const http = new ConvexHttpClient(backend.url, { auth: user.token });
    const about = `see https://some-deployment.convex.cloud/api/storage/upload?token=1 and ${backend.url}/api/storage/upload?token=guess`;
    const current = await http.query(api.drafts.get, {});
    await http.mutation(api.drafts.save, { templateId: "minimalist", formData: { ...draft("Texty"), about }, baseRevision: current?.revision ?? 0 });
    const saved = await new ConvexHttpClient(backend.url, { auth: user.token }).query(api.drafts.get, {});
    expect(saved?.formData.about).toBe(about);
    expect((await fetch(`${backend.url}/api/storage/upload?token=guess`, { method: "POST", body: PNG_BYTES })).status).toBe(400);
  });
});

describe("the sync protocol refuses bad frames without falling over", () => {
  test.each([
    ["a null frame", ["null"]],
    ["bad JSON", ["{not json"]],
    ["a binary frame", [Buffer.from([1, 2, 3])]],
    [
      "a non-string udfPath",
      [JSON.stringify({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [{ type: "Add", queryId: 1, udfPath: 7, args: [{}] }] })],
    ],
    ["an Action without udfPath", [JSON.stringify({ type: "Action", requestId: 0, args: [{}] })]],
  ])("%s gets a FatalError and a clean close", async (_what, frames) => {
    const { messages, code } = await exchange(backend.url, [connect, ...frames]);
    expect(messages.at(-1)).toMatchObject({ type: "FatalError", error: expect.stringMatching(/Malformed/) });
    expect(code).toBe(1011);
    await stillServing(backend.url);
  });

  test(`more than ${MAX_MODIFICATIONS_PER_MESSAGE} query changes in one message, or ${MAX_QUERIES_PER_SOCKET} queries on a socket, close the socket at once`, async () => {
    const many = Array.from({ length: 5000 }, (_, i) => add(i));
    const started = performance.now();
    const one = await exchange(backend.url, [connect, JSON.stringify({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: many })]);
    expect(one.messages.at(-1)).toMatchObject({ type: "FatalError", error: expect.stringMatching(/Too many query changes/) });
    const split = [0, 1].map((n) =>
      JSON.stringify({ type: "ModifyQuerySet", baseVersion: n, newVersion: n + 1, modifications: many.slice(n * 200, n * 200 + 200) }),
    );
    const two = await exchange(backend.url, [connect, ...split]);
    expect(two.messages.at(-1)).toMatchObject({ type: "FatalError", error: expect.stringMatching(/Too many queries on one connection/) });
    expect(performance.now() - started).toBeLessThan(10_000);
    await stillServing(backend.url);
  });

  test("a frame over the message size limit closes only that socket", async () => {
    const { code } = await exchange(backend.url, [connect, "x".repeat(17 * 1024 * 1024)]);
    expect(code).toBe(1009);
    await stillServing(backend.url);
  });
});

describe("socket caps (here 3 per address, 5 in all)", () => {
  type Opened = { socket: WebSocket; served: boolean; code?: number; reason?: string };
  /** Opens a sync socket from `localAddress` (any 127.x address reaches the server); served = its query got an answer. */
  const open = (localAddress: string) =>
    new Promise<Opened>((resolve, reject) => {
      const socket = new WebSocket(syncUrl(limited.url), { localAddress });
      const timer = setTimeout(() => reject(new Error(`no answer for a socket from ${localAddress}`)), 10_000);
      socket.on("open", () => {
        socket.send(connect);
        socket.send(JSON.stringify({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [add(1)] }));
      });
      socket.on("message", (data) => {
        if ((JSON.parse(data.toString()) as { type: string }).type !== "Transition") return;
        clearTimeout(timer);
        resolve({ socket, served: true });
      });
      socket.on("error", () => undefined);
      socket.on("close", (code, reason) => {
        clearTimeout(timer);
        resolve({ socket, served: false, code, reason: reason.toString() });
      });
    });
  const closed = (socket: WebSocket) => new Promise((resolve) => (socket.readyState === WebSocket.CLOSED ? resolve(null) : socket.once("close", resolve)));

  test("a 4th socket from one address and a 6th in all are closed with a reason; a closed one frees its place", async () => {
    const opened: Opened[] = [];
    try {
      for (let i = 0; i < 3; i++) opened.push(await open("127.0.0.1"));
      expect(opened.map((o) => o.served)).toEqual([true, true, true]);
      const fourth = await open("127.0.0.1");
      expect(fourth).toMatchObject({
        served: false,
        code: SOCKET_REFUSED_CODE,
        reason: expect.stringMatching(/^TooManyConcurrentRequests: too many connections from your address \(at most 3\)/),
      });
      // Another address still gets in, up to the total.
      for (let i = 0; i < 2; i++) opened.push(await open("127.0.0.2"));
      expect(opened.map((o) => o.served)).toEqual([true, true, true, true, true]);
      const sixth = await open("127.0.0.3");
      expect(sixth).toMatchObject({
        served: false,
        code: SOCKET_REFUSED_CODE,
        reason: expect.stringMatching(/this server has too many connections \(at most 5\)/),
      });
      // Closing one lets its address in again.
      opened[0].socket.close();
      await closed(opened[0].socket);
      await expect.poll(async () => await open("127.0.0.1").then((o) => (opened.push(o), o.served))).toBe(true);
      expect(limited.output()).toMatch(/Refused \d+ sync connection\(s\): TooManyConcurrentRequests/);
    } finally {
      for (const { socket } of opened) socket.terminate();
    }
    await stillServing(limited.url);
  });
});

describe("per-address budgets", () => {
  test("sign-in and sign-up calls beyond the budget are refused with auth/too-many-requests", async () => {
    const anonymous = new ConvexHttpClient(limited.url);
    const attempt = () =>
      anonymous.action(api.auth.signIn, { provider: "password", params: { email: "nobody@example.com", password: PASSWORD, flow: "signIn" } });
    for (let i = 0; i < 3; i++) expect(await rejectionData(attempt())).toMatchObject({ code: "auth/invalid-credential" });
    expect(await rejectionData(attempt())).toMatchObject({ code: "auth/too-many-requests" });
    const signUp = anonymous.action(api.auth.signIn, { provider: "password", params: { email: "new@example.com", password: PASSWORD, flow: "signUp" } });
    expect(await rejectionData(signUp)).toMatchObject({ code: "auth/too-many-requests" });
    // Token refreshes hash nothing and are not counted: a refresh with a bad token fails as usual.
    await expect(anonymous.action(api.auth.signIn, { refreshToken: "not-a-token" })).rejects.not.toThrow(/too-many-requests|Too many/);
  });

  test("anonymous writes beyond the budget are refused; reads are not", async () => {
    const anonymous = new ConvexHttpClient(limited.url);
    const send = () =>
      anonymous.mutation(api.contact.send, { name: "A", email: `a${Math.random()}@example.com`, phno: "+1 555 0100", message: "Hello there, a message." });
    for (let i = 0; i < 3; i++) await send();
    expect(await rejectionData(send())).toMatchObject({ code: "rate-limited" });
    for (let i = 0; i < 10; i++) await stillServing(limited.url);
  });
});

describe("local safety", () => {
  test("a request or socket naming another host is refused (DNS rebinding); unknown names answer 404 on the app's port", async () => {
    const status = (host: string, path = "/portfolio-builder/", base = backend.url, method = "GET") =>
      new Promise<number>((resolve, reject) => {
        const url = new URL(base);
        const req = request({ host: url.hostname, port: url.port, path, method, headers: { Host: host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on("error", reject);
        req.end();
      });
    // Not a verified custom domain: nothing here, not even the API.
    expect(await status("attacker.example")).toBe(404);
    expect(await status("attacker.example", "/api/query", backend.url, "POST")).toBe(404);
    expect(await status("attacker.example", "/portfolio-builder/assets/")).toBe(404);
    expect(await status("attacker.example", "/", backend.siteUrl)).toBe(421);
    expect(await status(`localhost:${new URL(backend.url).port}`)).not.toBe(404);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = new WebSocket(syncUrl(backend.url), { headers: { Host: "attacker.example" } });
      socket.on("open", () => resolve(false));
      socket.on("error", () => resolve(true));
    });
    expect(refused).toBe(true);
  });

  test("CORS allows any origin but never credentials (bearer tokens, no cookies)", async () => {
    const response = await fetch(`${backend.url}/api/query`, {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "POST" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });

  test("the data directory is 0700 and its files 0600", () => {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, "files")).mode & 0o777).toBe(0o700);
    const files = [
      ...readdirSync(dataDir).map((f) => path.join(dataDir, f)),
      ...readdirSync(path.join(dataDir, "files")).map((f) => path.join(dataDir, "files", f)),
    ];
    const regular = files.filter((f) => statSync(f).isFile());
    expect(regular.length).toBeGreaterThan(3);
    for (const file of regular) expect([file, statSync(file).mode & 0o777]).toEqual([file, 0o600]);
  });

  test("a mutation re-sent with another user's session and request id runs as a new mutation", async () => {
    const other = await signUp(backend.url);
    const sessionId = crypto.randomUUID();
    const save = (name: string) =>
      JSON.stringify({
        type: "Mutation",
        requestId: 0,
        udfPath: "drafts:save",
        args: [convexToJson({ templateId: "minimalist", formData: draft(name), baseRevision: 0 })],
      });
    const run = async (token: string, name: string) => {
      const socket = new WebSocket(syncUrl(backend.url));
      await new Promise((resolve) => socket.once("open", resolve));
      const response = new Promise<{ success: boolean; result: unknown }>((resolve) =>
        socket.on("message", (data) => {
          const message = JSON.parse(data.toString()) as { type: string; success: boolean; result: unknown };
          if (message.type === "MutationResponse") resolve(message);
        }),
      );
      socket.send(JSON.stringify({ type: "Connect", sessionId, connectionCount: 0, lastCloseReason: null }));
      socket.send(JSON.stringify({ type: "Authenticate", tokenType: "User", value: token, baseVersion: 0 }));
      socket.send(save(name));
      const result = await response;
      socket.terminate();
      return result;
    };
    const third = await signUp(backend.url);
    expect(await run(other.token, "Other")).toMatchObject({ success: true });
    expect(await run(third.token, "Third")).toMatchObject({ success: true });
    expect((await new ConvexHttpClient(backend.url, { auth: third.token }).query(api.drafts.get, {}))?.formData.name).toBe("Third");
  });
});
