import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { convexToJson } from "convex/values";
import { makeFunctionReference } from "convex/server";
import { version } from "convex";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";
import { api } from "../../convex/_generated/api";
import { PREMIUM_MESSAGE } from "../../convex/model/templates";
import { variantWidths } from "../../convex/model/images";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";
import { draft, nextValue, PNG_BYTES, rejectionData, removeTempDataDirs, serverErrorReason, signUp, socketClient, tempDataDir, type Tokens } from "./helpers";

let backend: BackendProcess;
let dataDir: string;
let user: Tokens & { email: string };

beforeAll(async () => {
  dataDir = tempDataDir();
  backend = await spawnBackend({ dataDir });
  user = await signUp(backend.url);
});

afterAll(async () => {
  await backend?.stop();
  removeTempDataDirs();
});

describe("the local backend serves the real Convex clients", () => {
  test("a subscription receives the update after another client's mutation", async () => {
    const watcher = socketClient(backend.url, user.token);
    const editor = socketClient(backend.url, user.token);
    try {
      expect(await nextValue(watcher, api.drafts.get, {}, () => true)).toBeNull();
      const saved = await editor.mutation(api.drafts.save, { templateId: "minimalist", formData: draft("Ada"), baseRevision: 0 });
      const seen = await nextValue(watcher, api.drafts.get, {}, (value) => value !== null);
      expect(seen).toMatchObject({ templateId: "minimalist", revision: saved.revision, formData: { name: "Ada" } });
    } finally {
      await Promise.all([watcher.close(), editor.close()]);
    }
  });

  test("sign-up and sign-in through auth:signIn give tokens for authenticated calls", async () => {
    const anonymous = new ConvexHttpClient(backend.url);
    const other = await signUp(backend.url);
    const signIn = await anonymous.action(api.auth.signIn, {
      provider: "password",
      params: { email: other.email, password: "correct horse battery", flow: "signIn" },
    });
    expect(signIn.tokens?.token).toEqual(expect.any(String));
    expect(await anonymous.query(api.users.current, {})).toBeNull();

    const http = new ConvexHttpClient(backend.url, { auth: signIn.tokens!.token });
    expect(await http.query(api.users.current, {})).toMatchObject({ email: other.email, plan: "free" });
    const socket = socketClient(backend.url, signIn.tokens!.token);
    try {
      expect(await nextValue(socket, api.users.current, {}, (value) => value !== null)).toMatchObject({ email: other.email });
    } finally {
      await socket.close();
    }
    const wrong = await rejectionData(
      anonymous.action(api.auth.signIn, { provider: "password", params: { email: other.email, password: "wrong password!", flow: "signIn" } }),
    );
    expect(wrong).toMatchObject({ code: "auth/invalid-credential" });
  });

  test("a token refreshes over HTTP with the refresh token, as ConvexAuthProvider does", async () => {
    const fresh = await signUp(backend.url);
    const refreshed = await new ConvexHttpClient(backend.url).action(api.auth.signIn, { refreshToken: fresh.refreshToken });
    expect(refreshed.tokens?.token).toEqual(expect.any(String));
    const http = new ConvexHttpClient(backend.url, { auth: refreshed.tokens!.token });
    expect(await http.query(api.users.current, {})).toMatchObject({ email: fresh.email });
    // A forged or garbled token is refused outright.
    const forged = new ConvexHttpClient(backend.url, { auth: `${fresh.token.slice(0, -4)}AAAA` });
    await expect(forged.query(api.users.current, {})).rejects.toThrow(/verify/);
  });

  test("ConvexError data reaches the client over the socket and over HTTP", async () => {
    const socket = socketClient(backend.url, user.token);
    try {
      const current = await nextValue(socket, api.drafts.get, {}, () => true);
      const stale = (current?.revision ?? 0) + 5;
      const conflict = await rejectionData(socket.mutation(api.drafts.save, { templateId: "minimalist", formData: draft("Stale"), baseRevision: stale }));
      expect(conflict).toMatchObject({ code: "portfolio/conflict", revision: current?.revision ?? 0 });
    } finally {
      await socket.close();
    }
    const premium = await rejectionData(new ConvexHttpClient(backend.url, { auth: user.token }).mutation(api.templates.use, { templateId: "bold" }));
    expect(premium).toEqual({ code: "template/premium", message: PREMIUM_MESSAGE });
  });

  test("internal functions cannot be called from outside (a Server Error to the client, as a deployment answers; the log says why)", async () => {
    const purgeOld = makeFunctionReference<"mutation">("contact:purgeOld");
    expect(await serverErrorReason(new ConvexHttpClient(backend.url).mutation(purgeOld, {}), backend.output)).toMatch(/Could not find public function/);
    const socket = socketClient(backend.url, user.token);
    try {
      expect(await serverErrorReason(socket.mutation(purgeOld, {}), backend.output)).toMatch(/Could not find public function/);
      const setPlan = makeFunctionReference<"mutation">("users:setPlan");
      expect(await serverErrorReason(socket.mutation(setPlan, { userId: "x", plan: "business" }), backend.output)).toMatch(/Could not find public function/);
    } finally {
      await socket.close();
    }
  });

  test("the admin key (npm run convex:run) may call internal functions; a wrong key may not", async () => {
    const run = (key: string) =>
      fetch(`${backend.url}/api/function`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Convex ${key}` },
        body: JSON.stringify({ path: "users:setPlan", args: { email: user.email, plan: "pro" }, format: "json" }),
      }).then((r) => r.json() as Promise<{ status: string; errorMessage?: string }>);
    const wrong = await run("0".repeat(64));
    expect(wrong).toMatchObject({ status: "error" });
    expect(await serverErrorReason(wrong.errorMessage!, backend.output)).toMatch(/Could not find public function/);
    const adminKey = readFileSync(path.join(dataDir, "admin-key"), "utf8").trim();
    expect(await run(adminKey)).toMatchObject({ status: "success" });
    expect(await new ConvexHttpClient(backend.url, { auth: user.token }).query(api.users.current, {})).toMatchObject({ plan: "pro" });
  });

  test("a PNG uploads to the URL from generateUploadUrl, confirms, and its WebP variant downloads with its type", async () => {
    const http = new ConvexHttpClient(backend.url, { auth: user.token });
    const uploadUrl = await http.mutation(api.files.generateUploadUrl, {});
    expect(uploadUrl.startsWith(`${backend.url}/api/storage/upload?token=`)).toBe(true);
    const posted = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: PNG_BYTES });
    expect(posted.status).toBe(200);
    const { storageId } = (await posted.json()) as { storageId: string };
    // An upload URL is good for one upload.
    expect((await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: PNG_BYTES })).status).toBe(400);

    const { image } = await http.action(api.files.confirmUpload, { storageId: storageId as never });
    // A 1×1 image gets one 1 px variant; the original is gone.
    expect(image).toEqual({ src: expect.stringMatching(`^${backend.url}/api/storage/`), srcSet: `${image.src} 1w`, width: 1, height: 1 });
    expect((await fetch(`${backend.url}/api/storage/${storageId}`)).status).toBe(404);
    const download = await fetch(image.src);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/webp");
    expect(download.headers.get("cache-control")).toContain("max-age");
    expect(new TextDecoder().decode((await download.arrayBuffer()).slice(8, 12))).toBe("WEBP");
  });

  test("a phone photo with GPS EXIF is processed by sharp in the Node action and served only as stripped WebP variants", async () => {
    const http = new ConvexHttpClient(backend.url, { auth: user.token });
    const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: "#3a7bd5" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "SecretArtist" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2616/100" } })
      .toBuffer();
    const uploadUrl = await http.mutation(api.files.generateUploadUrl, {});
    const posted = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/jpeg" }, body: new Uint8Array(photo) });
    const { storageId } = (await posted.json()) as { storageId: string };
    const { image } = await http.action(api.files.confirmUpload, { storageId: storageId as never });
    expect((await fetch(`${backend.url}/api/storage/${storageId}`)).status).toBe(404);

    await http.mutation(api.portfolios.publish, { templateId: "minimalist", formData: { ...draft("Ada"), image: storageId as never } });
    const { uid } = (await http.query(api.users.current, {}))!;
    const page = await new ConvexHttpClient(backend.url).query(api.portfolios.getPublic, { userId: uid });
    expect(page.status === "published" && page.content.image).toEqual(image);
    const served = image.srcSet!.split(", ").map((entry) => entry.split(" "));
    expect(served.map(([, width]) => width)).toEqual(["320w", "384w", "480w", "640w", "1280w"]);
    for (const [url, width] of served) {
      expect(url.startsWith(`${backend.url}/api/storage/`)).toBe(true);
      const response = await fetch(url);
      expect(response.headers.get("content-type")).toBe("image/webp");
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, `${meta.width}w`, meta.exif, meta.xmp]).toEqual(["webp", width, undefined, undefined]);
      expect(bytes.includes("SecretArtist")).toBe(false);
    }
  });

  test("several uploads confirmed at once, while mutations run, all get their variants", async () => {
    // convex-test wrote an action's stored blob into whichever transaction was open: another
    // request's mutation, which could commit first ("Write outside of transaction").
    const http = new ConvexHttpClient(backend.url, { auth: user.token });
    const upload = async (shade: number) => {
      const png = await sharp({ create: { width: 700, height: 500, channels: 3, background: { r: shade, g: 90, b: 160 } } })
        .png()
        .toBuffer();
      const uploadUrl = await http.mutation(api.files.generateUploadUrl, {});
      const posted = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: new Uint8Array(png) });
      const { storageId } = (await posted.json()) as { storageId: string };
      return await http.action(api.files.confirmUpload, { storageId: storageId as never });
    };
    const busy = Array.from({ length: 6 }, (_, i) => http.mutation(api.files.generateUploadUrl, {}).then(() => i));
    const confirmed = await Promise.all([10, 60, 110, 160, 210].map(upload));
    await Promise.all(busy);
    for (const { image } of confirmed) expect(image.srcSet?.split(", ")).toHaveLength(variantWidths(700).length);
  });

  test("an upload over 5 MB is refused with 413", async () => {
    const http = new ConvexHttpClient(backend.url, { auth: user.token });
    const uploadUrl = await http.mutation(api.files.generateUploadUrl, {});
    const tooBig = new Uint8Array(5 * 1024 * 1024 + 1);
    const response = await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: tooBig });
    expect(response.status).toBe(413);
  });

  test("Convex Auth's HTTP routes answer on the site URL", async () => {
    const response = await fetch(`${backend.siteUrl}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ issuer: backend.siteUrl, jwks_uri: `${backend.siteUrl}/.well-known/jwks.json` });
    expect((await fetch(`${backend.siteUrl}/no-such-route`)).status).toBe(404);
  });

  test("a client is sent only results that changed", async () => {
    const socket = await RawSyncSocket.open(backend.url, crypto.randomUUID(), user.token, 0);
    socket.send({ type: "ModifyQuerySet", baseVersion: 1, newVersion: 2, modifications: [{ type: "Add", queryId: 7, udfPath: "drafts:get", args: [{}] }] });
    const initial = await socket.next((message) => message.type === "Transition" && hasUpdate(message, 7));
    const revision = (initial.modifications as { value: { revision: number } }[])[0].value.revision;

    const http = new ConvexHttpClient(backend.url, { auth: user.token });
    await http.mutation(api.templates.use, { templateId: "minimalist" }); // writes, but not the draft
    await http.mutation(api.drafts.save, { templateId: "minimalist", formData: draft("Changed"), baseRevision: revision });
    const update = await socket.next((message) => message.type === "Transition" && hasUpdate(message, 7));
    expect(update.modifications).toEqual([
      expect.objectContaining({ type: "QueryUpdated", queryId: 7, value: expect.objectContaining({ revision: revision + 1 }) }),
    ]);
    // Nothing was sent for the unrelated write in between.
    await socket
      .next((message) => message.type === "Transition" && hasUpdate(message, 7), 300)
      .then(
        () => expect.fail("an unchanged result was sent again"),
        () => undefined,
      );
    socket.drop();
  });

  test("a page closing while its subscriptions are still starting leaves the backend running", async () => {
    // Seen in the browser suite: a page change right after a load closed the socket mid-subscribe.
    for (let i = 0; i < 5; i++) {
      const socket = await RawSyncSocket.open(backend.url, crypto.randomUUID(), user.token, 0);
      const modifications = ["drafts:get", "portfolios:dashboard", "users:current"].map((udfPath, queryId) => ({ type: "Add", queryId, udfPath, args: [{}] }));
      socket.send({ type: "ModifyQuerySet", baseVersion: 1, newVersion: 2, modifications });
      socket.drop();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await new ConvexHttpClient(backend.url, { auth: user.token }).query(api.users.current, {})).toMatchObject({ email: user.email });
    const socket = await RawSyncSocket.open(backend.url, crypto.randomUUID(), user.token, 0);
    socket.send({ type: "ModifyQuerySet", baseVersion: 1, newVersion: 2, modifications: [{ type: "Add", queryId: 1, udfPath: "users:current", args: [{}] }] });
    await socket.next((message) => message.type === "Transition" && hasUpdate(message, 1));
    socket.drop();
  });

  test("a mutation re-sent after a dropped connection runs once", async () => {
    const sessionId = crypto.randomUUID();
    const current = await new ConvexHttpClient(backend.url, { auth: user.token }).query(api.drafts.get, {});
    const baseRevision = current?.revision ?? 0;
    const mutation = {
      type: "Mutation",
      requestId: 0,
      udfPath: "drafts:save",
      args: [convexToJson({ templateId: "minimalist", formData: draft("Once"), baseRevision })],
    };

    // First connection: the mutation runs, then the socket drops; the client never saw the reply.
    const first = await RawSyncSocket.open(backend.url, sessionId, user.token, 0);
    first.send(mutation);
    await first.next((message) => message.type === "MutationResponse");
    first.drop();

    // The client reconnects and re-sends every unconfirmed mutation, as BaseConvexClient does.
    const second = await RawSyncSocket.open(backend.url, sessionId, user.token, 1);
    second.send(mutation);
    const response = await second.next((message) => message.type === "MutationResponse");
    expect(response).toMatchObject({ success: true, result: { revision: baseRevision + 1 } });
    const transition = await second.next((message) => message.type === "Transition" && message.endVersion.ts >= response.ts);
    expect(transition).toBeDefined();
    second.drop();

    const after = await new ConvexHttpClient(backend.url, { auth: user.token }).query(api.drafts.get, {});
    expect(after?.revision).toBe(baseRevision + 1);
    expect(after?.formData.name).toBe("Once");
  });
});

describe("persistence", () => {
  test("a restart keeps users, drafts and files, and the old token still works", async () => {
    const owner = await signUp(backend.url);
    const http = new ConvexHttpClient(backend.url, { auth: owner.token });
    const uploadUrl = await http.mutation(api.files.generateUploadUrl, {});
    const { storageId } = (await (await fetch(uploadUrl, { method: "POST", headers: { "Content-Type": "image/png" }, body: PNG_BYTES })).json()) as {
      storageId: string;
    };
    const { src: fileUrl } = (await http.action(api.files.confirmUpload, { storageId: storageId as never })).image;
    const fileBytes = new Uint8Array(await (await fetch(fileUrl)).arrayBuffer());
    await http.mutation(api.drafts.save, { templateId: "creative", formData: { ...draft("Persisted"), image: storageId as never }, baseRevision: 0 });

    const { url, siteUrl } = backend;
    expect(await backend.stop()).toBe(0);
    backend = await spawnBackend({ dataDir, port: Number(new URL(url).port), sitePort: Number(new URL(siteUrl).port) });
    expect(backend.output()).toMatch(/Restored \d+ documents and \d+ files/);

    const again = new ConvexHttpClient(backend.url, { auth: owner.token });
    expect(await again.query(api.users.current, {})).toMatchObject({ email: owner.email });
    const saved = await again.query(api.drafts.get, {});
    expect(saved).toMatchObject({ templateId: "creative", revision: 1, formData: { name: "Persisted" } });
    expect(saved?.images[storageId]?.src).toBe(fileUrl);
    const download = await fetch(fileUrl);
    expect(download.headers.get("content-type")).toBe("image/webp");
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(fileBytes);
    // Signing in with the stored password still works too.
    await expect(
      new ConvexHttpClient(backend.url).action(api.auth.signIn, {
        provider: "password",
        params: { email: owner.email, password: "correct horse battery", flow: "signIn" },
      }),
    ).resolves.toMatchObject({ tokens: expect.any(Object) });
  });

  test("a corrupt snapshot is kept aside, never overwritten, and the server exits non-zero", async () => {
    const dir = tempDataDir();
    const garbage = '{"format":"portfolio-builder/local-backend","documents": [trunc';
    writeFileSync(path.join(dir, "snapshot.json"), garbage);
    const failure = await spawnBackend({ dataDir: dir }).then(
      () => null,
      (error: { code: number; output: string }) => error,
    );
    expect(failure?.code).toBe(4);
    expect(failure?.output).toMatch(/damaged/);
    const aside = readdirSync(dir).filter((name) => name.startsWith("snapshot.json.corrupt-"));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(dir, aside[0]), "utf8")).toBe(garbage);
    expect(readdirSync(dir)).not.toContain("snapshot.json");
  });

  test("a port in use stops the server with a clear message and its own exit code", async () => {
    const failure = await spawnBackend({ dataDir: tempDataDir(), port: Number(new URL(backend.url).port) }).then(
      () => null,
      (error: { code: number; output: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.output).toMatch(/already in use/);
  });
});

type ServerMessage = { type: string; [key: string]: unknown } & { endVersion: { ts: string }; ts: string };

/** The sync protocol by hand, for what the real client hides (dropping a socket mid-mutation). */
class RawSyncSocket {
  private readonly messages: ServerMessage[] = [];
  private waiting: (() => void) | null = null;

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      // Timestamps are base64 u64; compare them as numbers.
      if (message.type === "Transition") message.endVersion.ts = decodeTs(message.endVersion.ts);
      if (message.type === "MutationResponse" && message.ts) message.ts = decodeTs(message.ts);
      this.messages.push(message);
      this.waiting?.();
    });
  }

  static async open(url: string, sessionId: string, token: string, connectionCount: number): Promise<RawSyncSocket> {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/${version}/sync`);
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    const raw = new RawSyncSocket(socket);
    raw.send({ type: "Connect", sessionId, connectionCount, lastCloseReason: null, clientTs: Date.now() });
    raw.send({ type: "Authenticate", tokenType: "User", value: token, baseVersion: 0 });
    raw.send({ type: "ModifyQuerySet", baseVersion: 0, newVersion: 1, modifications: [] });
    const confirmed = await raw.next((message) => message.type === "Transition" && (message.endVersion as unknown as { identity: number }).identity === 1);
    expect(confirmed).toBeDefined();
    return raw;
  }

  send(message: object) {
    this.socket.send(JSON.stringify(message));
  }

  drop() {
    this.socket.terminate();
  }

  async next(accept: (message: ServerMessage) => boolean, timeoutMs = 10_000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.messages.findIndex(accept);
      if (index !== -1) return this.messages.splice(index, 1)[0];
      if (Date.now() > deadline) throw new Error(`no such message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 100);
      });
    }
  }
}

function hasUpdate(message: ServerMessage, queryId: number): boolean {
  return (message.modifications as { queryId: number }[]).some((modification) => modification.queryId === queryId);
}

function decodeTs(encoded: string): string {
  return Buffer.from(encoded, "base64").readBigUInt64LE().toString().padStart(20, "0");
}
