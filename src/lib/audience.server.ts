/**
 * The web server's side of audience data (issue 17), used by the public portfolio route: it sees
 * the visitor's request, so it makes the visitor hash and calls the deployment's secret-checked
 * HTTP actions (convex/audienceHttp.ts).
 *
 * The visitor hash is SHA-256 of (AUDIENCE_SECRET, UTC day, client address, user agent, page):
 * without the secret nobody can link it to an address, it changes every day, and the deployment
 * keeps it only for the 30-minute counting window (and with a message, for its limit). The address
 * itself is never sent or stored. No cookies.
 */
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { dayOf, referrerDomain, type PageKey, type VisitorMessage } from "../../convex/model/audience";

declare module "react-router" {
  interface AppLoadContext {
    /** The deployment's HTTP actions origin (the local backend passes its own). */
    convexSiteUrl?: string;
    /** The client's address as the server socket saw it (the local backend passes it). */
    clientAddress?: string;
  }
}

type Context = { convexSiteUrl?: string; convexUrl?: string; clientAddress?: string } | undefined;

/** Calls are short: a slow deployment must never hold a page back for long. */
const TIMEOUT_MS = 2000;

function secret(): string | null {
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
function clientAddress(request: Request, context: Context): string {
  if (context?.clientAddress) return context.clientAddress;
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",").map((part) => part.trim()).filter(Boolean);
  return forwarded?.at(-1) ?? "";
}

export function visitorHash(request: Request, context: Context, key: PageKey, secretKey: string, now = Date.now()): string {
  const page = "slug" in key ? `slug:${key.slug.toLowerCase()}` : `user:${key.userId}`;
  const agent = request.headers.get("User-Agent") ?? "";
  return createHash("sha256").update([secretKey, dayOf(now), clientAddress(request, context), agent, page].join("\n")).digest("hex");
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
  return await fetch(`${site.replace(/\/+$/, "")}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
}

let warned = false;

/** Counts a view of a published page (the deployment applies the 30-minute and published rules). */
export async function countView(request: Request, context: Context, key: PageKey): Promise<void> {
  const secretKey = secret();
  if (isAutomated(request) || secretKey === null) {
    if (secretKey === null && !warned) {
      warned = true;
      console.warn("AUDIENCE_SECRET is not set (or shorter than 32 characters): page views are not counted.");
    }
    return;
  }
  const ownHost = new URL(request.url).hostname;
  const referrer = referrerDomain(request.headers.get("Referer"), ownHost);
  try {
    await call(context, "/audience/view", { key, visitor: visitorHash(request, context, key, secretKey), referrer });
  } catch (error) {
    console.warn(`A page view was not counted: ${(error as Error).message}`);
  }
}

export type MessageOutcome = { status: "sent" } | { status: "invalid"; fields: Record<string, string> } | { status: "rate-limited" } | { status: "closed" } | { status: "unavailable" };

/** Hands a visitor's message to the deployment, which checks it, limits it and tells the owner. */
export async function sendVisitorMessage(request: Request, context: Context, key: PageKey, message: VisitorMessage): Promise<MessageOutcome> {
  const secretKey = secret();
  if (secretKey === null) return { status: "unavailable" };
  try {
    const response = await call(context, "/audience/message", { key, visitor: visitorHash(request, context, key, secretKey), message });
    if (response === null || !response.ok) return { status: "unavailable" };
    return (await response.json()) as MessageOutcome;
  } catch {
    return { status: "unavailable" };
  }
}
