import { mkdtempSync, rmSync } from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { spawnBackend, type BackendProcess } from "../../local-backend/spawn";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import { Engine } from "../../local-backend/convexTestAdapter";
import { ConvexModules } from "../../local-backend/modules";
import { Persistence } from "../../local-backend/persistence";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import type { FunctionArgs, FunctionReference, FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";

const tempDirs: string[] = [];

export function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "local-backend-test-"));
  tempDirs.push(dir);
  return dir;
}

export function removeTempDataDirs() {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

let emails = 0;
/**
 * One backend in a child process for the test file, started before its tests and stopped (its
 * data directory removed) after them; read it inside tests as `backend()`.
 */
export function useSpawnedBackend(): () => BackendProcess {
  let backend: BackendProcess | undefined;
  beforeAll(async () => {
    backend = await spawnBackend({ dataDir: tempDataDir() });
  });
  afterAll(async () => {
    await backend?.stop();
    removeTempDataDirs();
  });
  return () => backend!;
}

export function uniqueEmail(): string {
  return `user${Date.now()}-${emails++}@example.com`;
}

export const PASSWORD = "correct horse battery";

export type Tokens = { token: string; refreshToken: string };

/** Signs up through auth:signIn over HTTP, as ConvexAuthProvider does. */
export async function signUp(url: string, email = uniqueEmail()): Promise<Tokens & { email: string }> {
  const result = await new ConvexHttpClient(url).action(api.auth.signIn, { provider: "password", params: { email, password: PASSWORD, flow: "signUp" } });
  if (!result.tokens) throw new Error("sign-up returned no tokens");
  return { ...result.tokens, email };
}

/** A real WebSocket client signed in with `token` (convex/browser uses the `ws` package in Node). */
export function socketClient(url: string, token?: string): ConvexClient {
  const client = new ConvexClient(url, { logger: false });
  if (token !== undefined) client.setAuth(async () => token);
  return client;
}

/** Resolves with the first value of a live query that passes `accept`. */
export function nextValue<Query extends FunctionReference<"query">>(
  client: ConvexClient,
  query: Query,
  args: FunctionArgs<Query>,
  accept: (value: FunctionReturnType<Query>) => boolean,
  timeoutMs = 10_000,
): Promise<FunctionReturnType<Query>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`no accepted value of ${String(query)} within ${timeoutMs} ms`));
    }, timeoutMs);
    const unsubscribe = client.onUpdate(query, args, (value) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(value);
    });
  });
}

export function draft(name: string): PortfolioFormData {
  return { ...emptyFormData(), name, role: "Engineer" };
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="), (c) =>
  c.charCodeAt(0),
);

/** The ConvexError data a promise rejects with. */
export async function rejectionData(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === "object") return data as Record<string, unknown>;
    throw new Error(`expected a ConvexError, got: ${String(error)}`);
  }
  throw new Error("expected the call to fail");
}

/**
 * For a call a deployment answers with "[Request ID: …] Server Error" (any failure that is not a
 * ConvexError): checks the client got exactly that, and returns the server's log line for that
 * request id, which carries the real reason.
 */
export async function serverErrorReason(call: Promise<unknown> | string, output: () => string): Promise<string> {
  const message =
    typeof call === "string"
      ? call
      : await call.then(
          () => {
            throw new Error("expected the call to fail");
          },
          (error: { message: string; data?: unknown }) => {
            if (error.data !== undefined) throw new Error(`expected a Server Error, got ConvexError data ${JSON.stringify(error.data)}`);
            return error.message;
          },
        );
  const requestId = /\[Request ID: ([0-9a-f]{16})\] Server Error/.exec(message)?.[1];
  if (requestId === undefined) throw new Error(`expected a Server Error, got: ${message.slice(0, 500)}`);
  // The line is written before the reply, but may reach this process's pipe after it.
  for (let waited = 0; waited < 5000; waited += 20) {
    const line = output()
      .split("\n")
      .find((l) => l.includes(`[Request ID: ${requestId}]`));
    if (line !== undefined) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log line for request ${requestId}`);
}

/** An engine with the app's schema and components whose commits go to a Persistence on `dataDir` (restored first). */
export async function openPersistedEngine(dataDir: string) {
  process.env.CONVEX_SITE_URL ??= "http://127.0.0.1:1";
  const modules = new ConvexModules(path.resolve("convex"));
  const schema = (await modules.load("schema"))?.default as SchemaDefinition<GenericSchema, boolean>;
  const engine = await Engine.create(schema, modules.map);
  engine.setFileHooks({ uploadUrl: () => "u", fileUrl: (id) => id, persist: async (_id, blob) => blob });
  const persistence = new Persistence(dataDir, engine, async () => undefined);
  const restored = await persistence.restore();
  engine.onCommit((commit) => persistence.append(commit));
  return { engine, persistence, restored };
}
