/**
 * The HTTP side of the published pages' cache (src/public-page/pageCache.server.ts): which
 * addresses are kept and under which key, the kept answer with its compressed copies and strong
 * ETags made once, conditional requests, and the view each answer from memory still counts.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { AppLoadContext } from "react-router";
import type { PageKey } from "../convex/model/audience";
import { countView } from "../src/public-page/audience.server";
import { chooseEncoding, type Encoding } from "./compression";
import { unlockTokenIn } from "../src/public-page/pageUnlock.server";
import { APP_BASE } from "../src/lib/basePath";

const DOMAIN_SITE = `${APP_BASE}_site`;

/** A language's segment of a page's address (`/p/<slug>/fr`, a domain's `/zh-Hans`): the shape of a tag in LANGUAGES. */
const LANG = "[a-z]{2,3}(?:-[A-Z][a-z]{3})?";

/**
 * A published page in any of its languages, their share images, and the sitemaps and robots.txt
 * (platform and custom domain). Each language's address is its own entry; all of them depend on
 * the public query's answer for their language, which every publish changes.
 */
const DOMAIN_PAGES = `_site/(?:robots\\.txt|sitemap\\.xml|(?:${LANG}/?)?(?:share\\.png)?)`;
const KEPT = new RegExp(`^${APP_BASE}(?:(?:p|portfolio-view)/[^/]+(?:/${LANG})?(?:/share\\.png)?|sitemap\\.xml|robots\\.txt|${DOMAIN_PAGES})$`);
const DOMAIN_PAGE = new RegExp(`^${APP_BASE}${DOMAIN_PAGES}$`);

/** Whether a path (inside the app) is one of a custom domain's own addresses: its page in a language, a share image, robots.txt or sitemap.xml. */
export function isDomainPage(pathname: string): boolean {
  return DOMAIN_PAGE.test(pathname);
}

/**
 * The key of a kept answer, or null for requests the router always answers. A custom domain's
 * answers depend on the Host; the platform's never do (absolute addresses use the configured
 * origin), so a made-up Host cannot fill the cache with copies. Query strings other than the
 * share image's version are not ours: rendered each time rather than kept under every variant.
 * A request carrying a protected page's unlock cookie is never answered from memory nor kept:
 * only the locked form (or an open page) is shared between visitors.
 */
export function cacheKey(req: IncomingMessage, url: URL): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (!KEPT.test(url.pathname)) return null;
  if (unlockTokenIn(req.headers.cookie) !== undefined) return null;
  if (url.search !== "" && !url.pathname.endsWith("/share.png")) return null;
  return url.pathname.startsWith(DOMAIN_SITE) ? `${(req.headers.host ?? "").toLowerCase()}${url.pathname}` : url.pathname;
}

type Variant = { body: Buffer; headers: Record<string, string>; notModified: Record<string, string> };

export type CachedAnswer = {
  etag: string;
  headers: Record<string, string>;
  compressible: boolean;
  identity: Variant;
  br: Variant | null;
  gzip: Variant | null;
  /** The page whose view each answer counts (null: not a page). */
  view: PageKey | null;
  bytes: number;
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The answer as it will be sent every time: headers, body and strong ETag; its compressed copies
 * follow (compressAnswer), counted in advance in its size.
 */
export async function cachedAnswer(response: Response, view: PageKey | null): Promise<CachedAnswer> {
  const body = Buffer.from(await response.arrayBuffer());
  const etag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== "content-length" && name !== "content-encoding") headers[name] = value;
  });
  headers["x-content-type-options"] ??= "nosniff";
  const compressible = body.length > 1024 && chooseEncoding("br", headers["content-type"] ?? "") !== null;
  if (compressible) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  return {
    etag,
    headers,
    compressible,
    identity: variant(etag, headers, body, null),
    br: null,
    gzip: null,
    view,
    bytes: Math.ceil(body.length * (compressible ? 1.5 : 1)) + 1024,
  };
}

function variant(etag: string, headers: Record<string, string>, body: Buffer, encoding: Encoding | null): Variant {
  // Each representation has its own strong tag (RFC 9110: byte-for-byte the same); a conditional
  // request matches any of them (If-None-Match uses the weak comparison).
  const tag = `"${etag}${encoding === null ? "" : encoding === "br" ? "-br" : "-gz"}"`;
  const notModified: Record<string, string> = { etag: tag };
  for (const name of ["cache-control", "vary", "content-location", "expires"]) if (headers[name] !== undefined) notModified[name] = headers[name];
  return {
    body,
    headers: { ...headers, etag: tag, "content-length": String(body.length), ...(encoding ? { "content-encoding": encoding } : {}) },
    notModified,
  };
}

/**
 * Adds the brotli and gzip copies: fast ones for the first answer (as a render's used to be), the
 * smallest ones once it is on its way (made once per published version, so affordable).
 */
export async function compressAnswer(answer: CachedAnswer, best: boolean): Promise<void> {
  if (!answer.compressible) return;
  const body = answer.identity.body;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: best ? 9 : 6 }),
  ]);
  answer.br = variant(answer.etag, answer.headers, br, "br");
  answer.gzip = variant(answer.etag, answer.headers, gz, "gzip");
}

/** Sends a kept answer: 304 when the client holds it already, else the best encoding it accepts. */
export function sendCached(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer): void {
  const encoding = answer.compressible ? chooseEncoding(req.headers["accept-encoding"], "text/plain") : null;
  const variant = (encoding === "br" ? answer.br : encoding === "gzip" ? answer.gzip : null) ?? answer.identity;
  if (matches(req.headers["if-none-match"], answer.etag)) {
    res.writeHead(304, variant.notModified);
    return void res.end();
  }
  res.writeHead(200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/** If-None-Match against the answer's tag, whatever its encoding's suffix (weak comparison). */
function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some(
    (tag) =>
      tag
        .trim()
        .replace(/^W\//, "")
        .replace(/^"|"$/g, "")
        .replace(/-(br|gz)$/, "") === etag,
  );
}

/** Requests from memory counted lately, by page, visitor and what else tells views apart (see below). */
const counted = new Map<string, number>();
const RECOUNT_MS = 60_000;
const MAX_COUNTED = 50_000;

/**
 * An answer from memory counts its view as the render would have (the same per-visitor hash and
 * batching, audience.server.ts), after the answer is on its way. The same request again from the
 * same address within a minute is not handed over at all: the deployment counts a visitor once
 * per 30 minutes, so it could not count it; skipping it keeps a page served thousands of times a
 * second from paying for a Request and a hash each time.
 */
export function countCachedView(req: IncomingMessage, url: URL, context: AppLoadContext, view: PageKey): void {
  const names = ["user-agent", "referer", "sec-purpose", "purpose", "x-forwarded-for"];
  const values = names.map((name) => req.headers[name]);
  const now = Date.now();
  const seen = ["slug" in view ? `s:${view.slug}` : `u:${view.userId}`, context.clientAddress ?? "", Math.floor(now / 86_400_000), ...values].join("\n");
  if ((counted.get(seen) ?? -Infinity) > now - RECOUNT_MS) return;
  if (counted.size >= MAX_COUNTED) counted.clear();
  counted.set(seen, now);
  const host = req.headers.host ?? "127.0.0.1";
  setImmediate(() => {
    const headers = new Headers();
    names.forEach((name, i) => {
      const value = values[i];
      if (typeof value === "string") headers.set(name, value);
    });
    let request: Request;
    try {
      request = new Request(new URL(url.pathname, `http://${host}`), { headers });
    } catch {
      request = new Request(new URL(url.pathname, "http://127.0.0.1"), { headers });
    }
    void countView(request, context, view);
  });
}
