/**
 * The web server's side of audience data (views, visitors now, messages), used by the public portfolio route: it sees
 * the visitor's request, so it makes the visitor hash and calls the deployment's secret-checked
 * HTTP actions (convex/audienceHttp.ts).
 *
 * The visitor hash is SHA-256 of (AUDIENCE_SECRET, UTC day, client address, page): without the
 * secret nobody can link it to an address, it changes every day, and the deployment
 * keeps it only for the 30-minute counting window (and with a message, for its limit). The address
 * itself is never sent or stored. No cookies.
 */
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { dayOf, referrerDomain, VIEWS_PER_BATCH, type PageKey, type VisitorMessage } from "../../convex/model/audience";

declare module "react-router" {
  interface AppLoadContext {
    /** The deployment's HTTP actions origin (the local backend passes its own). */
    convexSiteUrl?: string;
    /** The client's address as the server socket saw it (the local backend passes it). */
    clientAddress?: string;
  }
}

type Context = { convexSiteUrl?: string; convexUrl?: string; clientAddress?: string } | undefined;

/** A visitor waits for a message to be sent; views are sent in the background (no page waits). */
const MESSAGE_TIMEOUT_MS = 5000;
const VIEWS_TIMEOUT_MS = 10_000;

/** AUDIENCE_SECRET when usable: it authorizes the web server's calls (views, messages, unlock attempts). */
export function secret(): string | null {
  const value = process.env.AUDIENCE_SECRET ?? "";
  return value.length >= 32 ? value : null;
}

/**
 * Where the HTTP actions are: the load context's, else CONVEX_SITE_URL, else the Convex Cloud
 * rule (https://<name>.convex.cloud → https://<name>.convex.site); null when unknown.
 */
export function convexSiteUrl(context: Context, env = process.env): string | null {
  if (context?.convexSiteUrl) return context.convexSiteUrl;
  if (env.CONVEX_SITE_URL) return env.CONVEX_SITE_URL;
  const cloud = context?.convexUrl || env.CONVEX_URL || env.VITE_CONVEX_URL || "";
  return /^https:\/\/[^/]+\.convex\.cloud\/?$/.test(cloud) ? cloud.replace(/\.convex\.cloud\/?$/, ".convex.site") : null;
}

/**
 * The client's address: the socket's (local backend); behind a proxy, the last X-Forwarded-For
 * entry, the one the nearest proxy added (earlier entries are whatever the client sent).
 */
export function clientAddress(request: Request, context: Context): string {
  if (context?.clientAddress) return context.clientAddress;
  const forwarded = request.headers
    .get("X-Forwarded-For")
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? "";
}

/**
 * The address alone names the visitor: anything the client sends (its User-Agent included) can
 * change with every request, and would make each request a new visitor, a new view and a fresh
 * message allowance.
 */
export function visitorHash(request: Request, context: Context, key: PageKey, secretKey: string, now = Date.now()): string {
  const page = "slug" in key ? `slug:${key.slug.toLowerCase()}` : `user:${key.userId}`;
  return createHash("sha256")
    .update([secretKey, dayOf(now), clientAddress(request, context), page].join("\n"))
    .digest("hex");
}

/** Not a person looking: known bots, prefetches and HEAD requests. */
export function isAutomated(request: Request): boolean {
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  return request.method === "HEAD" || /prefetch|prerender/i.test(purpose) || isbot(request.headers.get("User-Agent") ?? "");
}

async function call(context: Context, path: string, payload: unknown): Promise<Response | null> {
  const key = secret();
  const site = convexSiteUrl(context);
  if (key === null || site === null) return null;
  return await post(site, key, path, payload, MESSAGE_TIMEOUT_MS);
}

async function post(site: string, key: string, path: string, payload: unknown, timeoutMs: number): Promise<Response> {
  return await fetch(`${site.replace(/\/+$/, "")}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

let warned = false;

/**
 * Views wait here up to FLUSH_MS (or until VIEWS_PER_BATCH) and go to the deployment in one call: one
 * transaction per batch instead of one per view, so a busy page costs the deployment a few
 * writes a second whatever its traffic. A crash loses at most one batch.
 */
const FLUSH_MS = 250;
type View = { key: PageKey; visitor: string; referrer: string | null };
type Batch = { views: View[]; seen: Set<string>; timer: ReturnType<typeof setTimeout>; done: Promise<void>; resolve: () => void };
const batches = new Map<string, Batch>();

async function flush(site: string, secretKey: string) {
  const batch = batches.get(site);
  if (!batch) return;
  batches.delete(site);
  clearTimeout(batch.timer);
  try {
    const response = await post(site, secretKey, "/audience/view", { views: batch.views }, VIEWS_TIMEOUT_MS);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (error) {
    console.warn(`${batch.views.length} page view(s) were not counted: ${(error as Error).message}`);
  } finally {
    batch.resolve();
  }
}

/**
 * Counts a view of a published page (the deployment applies the 30-minute and published rules);
 * resolves once its batch has been handed over. Pages never wait for it.
 */
export async function countView(request: Request, context: Context, key: PageKey): Promise<void> {
  const secretKey = secret();
  if (isAutomated(request) || secretKey === null) {
    if (secretKey === null && !warned) {
      warned = true;
      console.warn("AUDIENCE_SECRET is not set (or shorter than 32 characters): page views are not counted.");
    }
    return;
  }
  const site = convexSiteUrl(context);
  if (site === null) return;
  const referrer = referrerDomain(request.headers.get("Referer"), new URL(request.url).hostname);
  let batch = batches.get(site);
  if (!batch) {
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    const timer = setTimeout(() => void flush(site, secretKey), FLUSH_MS);
    batch = { views: [], seen: new Set(), timer, done, resolve };
    batches.set(site, batch);
  }
  const visitor = visitorHash(request, context, key, secretKey);
  // The same visitor's same page twice in one batch is one view for the deployment (its
  // 30-minute rule, first referrer kept): sent once, so a page served from memory at thousands
  // of requests a second costs the deployment no more than its visitors.
  const seen = `${"slug" in key ? `s:${key.slug.toLowerCase()}` : `u:${key.userId}`}\n${visitor}`;
  if (!batch.seen.has(seen)) {
    batch.seen.add(seen);
    batch.views.push({ key, visitor, referrer });
  }
  const done = batch.done;
  if (batch.views.length >= VIEWS_PER_BATCH) void flush(site, secretKey);
  await done;
}

export type MessageOutcome =
  { status: "sent" } | { status: "invalid"; fields: Record<string, string> } | { status: "rate-limited" } | { status: "closed" } | { status: "unavailable" };

/** Hands a visitor's message to the deployment, which checks it, limits it and tells the owner. */
export async function sendVisitorMessage(request: Request, context: Context, key: PageKey, message: VisitorMessage): Promise<MessageOutcome> {
  const secretKey = secret();
  if (secretKey === null) return { status: "unavailable" };
  try {
    const response = await call(context, "/audience/message", { key, visitor: visitorHash(request, context, key, secretKey), message });
    if (response === null || !response.ok) throw new Error(response === null ? "no deployment address" : `HTTP ${response.status}`);
    return (await response.json()) as MessageOutcome;
  } catch (error) {
    // The visitor is told to try later; the operator needs to know why.
    console.warn(`A visitor's message could not be delivered: ${(error as Error).message}`);
    return { status: "unavailable" };
  }
}
