import { convexTest } from "convex-test";
import type { FunctionReference, GenericDataModel, GenericMutationCtx } from "convex/server";
import presence from "@convex-dev/presence/test";
import rateLimiter from "@convex-dev/rate-limiter/test";
import shardedCounter from "@convex-dev/sharded-counter/test";
import workpool from "@convex-dev/workpool/test";
import { exportJWK, exportPKCS8, generateKeyPair, decodeJwt } from "jose";
import schema from "../../convex/schema";
import { vi } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { STRICT_LIMITS } from "./worstCaseData";

/**
 * convex/ as convex-test loads it, except the Node-only image processing (sharp cannot load in
 * edge-runtime) and DNS checks: stand-ins with the same contracts take their places.
 */
export const modules: Record<string, () => Promise<unknown>> = {
  ...import.meta.glob("../../convex/**/*.*s"),
  "../../convex/imageProcessing.ts": () => import("./fakeImageProcessing"),
  "../../convex/customDomainChecks.ts": () => import("./fakeDomainChecks"),
  "../../convex/webhookDelivery.ts": () => import("./fakeWebhookDelivery"),
};

let keysReady: Promise<void> | null = null;

/** Convex Auth signs real JWTs: give it a key pair and the site URL, once per test file. */
function ensureAuthEnv() {
  keysReady ??= (async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    process.env.JWT_PRIVATE_KEY = (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " ");
    process.env.JWKS = JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(publicKey)) }] });
    process.env.CONVEX_SITE_URL = "http://127.0.0.1:3211";
    process.env.SITE_URL = "http://127.0.0.1:3210";
    process.env.AUTH_LOG_LEVEL = "ERROR";
  })();
  return keysReady;
}

/** The app's backend with the components convex/convex.config.ts installs. */
function makeBackend(transactionLimits: TransactionLimits = false) {
  const t = convexTest({ schema, modules, transactionLimits });
  rateLimiter.register(t);
  shardedCounter.register(t);
  presence.register(t);
  workpool.register(t, "webhookWorkpool");
  return t;
}
export type Backend = ReturnType<typeof makeBackend>;

type TransactionLimits = Parameters<typeof convexTest>[0]["transactionLimits"];

/** A row of the rate limiter's bucket table. */
export type RateLimitBucket = { name: string; key?: string; value: number; ts: number };

/**
 * Every row of a component's table, read inside the component: convex-test's accessor has
 * `runInComponent` (its `run` uses it), though its types do not declare it.
 */
export async function componentRows<Row>(t: Backend, component: string, table: string): Promise<Row[]> {
  type InComponent = (path: string, handler: (ctx: GenericMutationCtx<GenericDataModel>) => Promise<unknown>) => Promise<unknown>;
  const { runInComponent } = t as unknown as { runInComponent: InComponent };
  return (await runInComponent(component, (ctx) => ctx.db.query(table).collect())) as Row[];
}

/** Every bucket the rate-limiter component stores. */
export const rateLimitBuckets = (t: Backend) => componentRows<RateLimitBucket>(t, "rateLimiter", "rateLimits");

/**
 * `limits: true` turns on Convex's transaction limits, so a call may also name tighter ones;
 * `{ bytesRead: … }` sets tighter ones for every call; `"strict"` sets a deployment's (8 MiB and
 * 16,384 documents read, 8 MiB and 8,192 written).
 */
export async function setupBackend(options: { limits?: TransactionLimits | "strict" } = {}): Promise<Backend> {
  await ensureAuthEnv();
  return makeBackend(options.limits === "strict" ? STRICT_LIMITS : (options.limits ?? false));
}

/** Signs up (or in) through the real Password provider; returns the tokens the client would get. */
export async function passwordSignIn(t: Backend, email: string, password: string, flow: "signUp" | "signIn") {
  return await t.action(api.auth.signIn, { provider: "password", params: { email, password, flow } });
}

/** A signed-up user and a test client acting as them. */
export async function signedUpUser(t: Backend, email = "ada@example.com", password = "correct horse") {
  const result = await passwordSignIn(t, email, password, "signUp");
  const token = result.tokens?.token;
  if (!token) throw new Error("sign-up returned no token");
  const subject = decodeJwt(token).sub!;
  const userId = subject.split("|")[0] as Id<"users">;
  return { userId, email, password, as: t.withIdentity({ subject, issuer: process.env.CONVEX_SITE_URL }) };
}

/** The mails the scheduler holds for `to`, oldest first (convex-test runs none of them). */
export async function scheduledMailsTo(t: Backend, to: string) {
  const jobs = await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
  return jobs
    .filter((job) => job.name.startsWith("mail") && (job.args[0] as { to: string }).to === to)
    .map((job) => job.args[0] as { subject: string; text: string });
}

/** The token of the newest confirmation link mailed to `email`. */
export async function confirmationToken(t: Backend, email: string): Promise<string> {
  const links = (await scheduledMailsTo(t, email)).map((mail) => mail.text.match(/\/confirm-email\/([A-Za-z0-9_-]{43})/)?.[1]);
  const token = links.filter((link) => link !== undefined).at(-1);
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

/** A signed-up user whose address is confirmed through the link mailed at sign-up. */
export async function confirmedUser(t: Backend, email = "ada@example.com", password = "correct horse") {
  const user = await signedUpUser(t, email, password);
  await t.mutation(api.emailConfirmations.confirm, { token: await confirmationToken(t, email) });
  return user;
}

/** A small valid PNG (1×1). */
export const PNG_BYTES: Uint8Array<ArrayBuffer> = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

/**
 * The start of a PNG claiming `width` × `height` pixels: enough for the upload check and the
 * stand-in image processing, which read only the header.
 */
export function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

/** Stores a file as if uploaded, then confirms it as `user`'s upload. */
export type TestUser = Awaited<ReturnType<typeof signedUpUser>>;

export async function uploadAs(t: Backend, user: TestUser, bytes: Uint8Array<ArrayBuffer> = PNG_BYTES, type = "image/png") {
  const storageId = await t.run(async (ctx) => await ctx.storage.store(new Blob([bytes], { type })));
  return await user.as.action(api.files.confirmUpload, { storageId });
}

export function formData(overrides: Partial<PortfolioFormData> = {}): PortfolioFormData {
  return { ...emptyFormData(), name: "Ada Lovelace", role: "Engineer", ...overrides };
}

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

/** Runs an internal mutation that takes no arguments, then every job it schedules, on fake timers (a cron's whole run). */
export async function runWithScheduled(t: Backend, mutation: FunctionReference<"mutation", "internal", Record<string, never>>) {
  vi.useFakeTimers();
  try {
    await t.mutation(mutation, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
  } finally {
    vi.useRealTimers();
  }
}

/**
 * Deletes the user's account and lets its undo days pass: the hourly purge deletes it for good,
 * with every step it schedules (history, trash, files).
 */
export async function deleteAccountForGood(t: Backend, user: Pick<TestUser, "as" | "userId" | "password">) {
  await user.as.action(api.account.deleteAccount, { password: user.password });
  await t.run(async (ctx) => {
    const row = await ctx.db
      .query("accountDeletions")
      .withIndex("by_userId", (q) => q.eq("userId", user.userId))
      .unique();
    if (row !== null) await ctx.db.patch("accountDeletions", row._id, { expiresAt: Date.now() - 1 });
  });
  await runWithScheduled(t, internal.account.purgeDeleted);
}
