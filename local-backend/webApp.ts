import { createReadStream, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { AssetMemory, KEPT_FILE_MAX_BYTES } from "./assetMemory";
import { chooseEncoding, CompressionCache, type Encoding } from "./compression";
import { sendText } from "./httpUtil";
import { log } from "./log";
import type { ServerQuery } from "../src/lib/serverConvex.server";
import { convexLiveAnswers, PageCache, type LiveAnswers, type PageCacheStats, type RenderRecord } from "../src/public-page/pageCache.server";
import { cachedAnswer, cacheKey, compressAnswer, countCachedView, sendCached, type CachedAnswer } from "./cachedPages";
import { APP_BASE } from "../src/lib/basePath";
import { withVisitorCanonical } from "../src/lib/visitorCanonical";
import { requestLanguage } from "../src/i18n/chooseLanguage";

/** The site's root and the base without its slash: no page lives there, both servers send visitors to the app. */
export function leadsToApp(pathname: string): boolean {
  return pathname === "/" || pathname === APP_BASE.slice(0, -1);
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
};

/** The router's request handler: the request and the loaders' context (src/lib/serverConvex.server.ts). */
type Handler = (request: Request, context: AppLoadContext) => Promise<Response>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The web app from a React Router build (`dist/` by default), as `npm start` (in the local
 * backend) and `npm run serve` (scripts/serve.ts, against a deployment) serve it: `client/` holds
 * the static assets and the prerendered visitor pages; everything else goes to the server build's
 * request handler (published portfolios, app screens, 404s), whose loaders read from `convexUrl`;
 * published pages are kept in memory (pageCache.server.ts, cachedPages.ts).
 */
export class WebApp {
  private handler: Promise<Handler> | null = null;
  private readonly compressed = new CompressionCache();
  private readonly assets = new AssetMemory();
  private readonly clientDir: string;

  constructor(
    private readonly buildDir: string,
    private readonly options: {
      convexUrl: string;
      /** The HTTP actions origin, for the loaders' audience calls (src/public-page/audience.server.ts). */
      siteUrl?: string;
      /** The platform's public origin for absolute addresses (canonical, sitemap…), from SITE_URL; never a request's Host. */
      publicOrigin?: string;
      /** The loaders' queries, run in this process (inProcessQuery.ts). */
      query?: ServerQuery;
      /** Instead of the server build's handler (tests). */
      handler?: Handler;
      /** The published pages' memory budget (PAGE_CACHE_MB, 64 by default; 0 turns the cache off). */
      pageCacheBytes?: number;
      /** Instead of subscriptions to `convexUrl` (tests). */
      liveAnswers?: LiveAnswers;
      /**
       * Behind a reverse proxy (npm run serve): the socket's address is the proxy's, so visitors
       * are told apart by X-Forwarded-For (audience.server.ts) instead.
       */
      behindProxy?: boolean;
    },
  ) {
    this.clientDir = path.join(buildDir, "client");
    if (options.handler) this.handler = Promise.resolve(options.handler);
  }

  private pages: PageCache<CachedAnswer> | null = null;

  /** The published pages' cache, connected on the first published page asked for; null when turned off. */
  private pageCache(): PageCache<CachedAnswer> | null {
    const bytes = this.options.pageCacheBytes ?? Number(process.env.PAGE_CACHE_MB ?? 64) * 1024 * 1024;
    if (!(bytes > 0)) return null;
    this.pages ??= new PageCache(this.options.liveAnswers ?? convexLiveAnswers(this.options.convexUrl), bytes);
    return this.pages;
  }

  /** Hits, misses and size of the published pages' cache (the admin's GET /api/page-cache). */
  pageCacheStats(): PageCacheStats | null {
    return this.pages?.stats() ?? null;
  }

  async close(): Promise<void> {
    this.pages?.clear();
    if (!this.options.liveAnswers && this.pages) await this.pages.close();
  }

  /** Answers from memory when this address's render is kept and still current; false when the router must answer. */
  private serveCached(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    const key = cacheKey(req, url);
    const answer = key === null ? null : (this.pageCache()?.get(key) ?? null);
    if (answer === null) return false;
    this.sendKept(req, res, url, answer);
    return true;
  }

  private sendKept(req: IncomingMessage, res: ServerResponse, url: URL, answer: CachedAnswer) {
    sendCached(req, res, answer);
    if (answer.view !== null && req.method === "GET") countCachedView(req, url, this.loadContext(req), answer.view);
  }

  /** Renders under way by key: requests for the same address meanwhile wait for it instead of rendering too. */
  private readonly rendering = new Map<string, Promise<CachedAnswer | null>>();

  /**
   * Serves a request: the way to the app from the root, a kept published page, a built file, or
   * the router's answer (kept when it is a published page's).
   */
  async serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (leadsToApp(url.pathname)) {
      res.writeHead(302, { Location: APP_BASE });
      return void res.end();
    }
    if (this.serveCached(req, res, url)) return;
    const key = cacheKey(req, url);
    const pending = key === null ? undefined : this.rendering.get(key);
    const joined = pending === undefined ? null : await pending;
    if (joined !== null) return this.sendKept(req, res, url, joined);
    // Kept addresses are never built files: rendered at once (no await before a render is under way).
    const cache = key !== null && req.method === "GET" ? this.pageCache() : null;
    if (key !== null && cache !== null) return await this.renderKept(req, res, url, key, cache);
    const { pathname } = url;
    if (req.method === "GET" || req.method === "HEAD") {
      if (this.sendKeptAsset(req, res, pathname)) return;
      const file = await this.staticFile(pathname);
      // A query (the gallery's filters sent without JavaScript) is the router's to render, and so
      // is a page in French or Spanish: the build prerendered English (src/i18n/chooseLanguage.ts).
      if (file?.page && url.search === "" && requestLanguage(nodeHeaders(req)) === "en") return this.sendPage(req, res, file.path, pathname);
      if (file !== null && !file.page) return this.sendFile(req, res, file.path, file.immutable);
    }
    const handle = await this.loadHandler(res);
    if (handle === null) return;
    await this.sendResponse(req, res, await handle(toRequest(req, pageUrl(req, url)), this.loadContext(req)));
  }

  /** Renders a published page's address once for everyone asking meanwhile, and keeps the answer. */
  private async renderKept(req: IncomingMessage, res: ServerResponse, url: URL, key: string, cache: PageCache<CachedAnswer>) {
    let settle: (answer: CachedAnswer | null) => void = () => {};
    const leads = !this.rendering.has(key);
    if (leads) this.rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const handle = await this.loadHandler(res);
      if (handle === null) return;
      const renderRecord: RenderRecord = { reads: [], view: null };
      const response = await handle(toRequest(req, pageUrl(req, url)), { ...this.loadContext(req), renderRecord });
      if (response.status !== 200 || response.headers.has("set-cookie")) return await this.sendResponse(req, res, response);
      const answer = await cachedAnswer(response, renderRecord.view);
      await compressAnswer(answer, false);
      settle(answer);
      cache.set(key, answer, answer.bytes, renderRecord.reads);
      sendCached(req, res, answer);
      void compressAnswer(answer, true);
    } finally {
      if (leads) {
        settle(null);
        this.rendering.delete(key);
      }
    }
  }

  /** The server build's handler; null once a 503 has said the app is not built. */
  private async loadHandler(res: ServerResponse): Promise<Handler | null> {
    try {
      return await this.requestHandler();
    } catch (error) {
      this.handler = null;
      log.error(`The web app's server build could not be loaded: ${(error as Error).message}`);
      sendText(res, 503, "The app is not built yet: run `npm run build` (npm start does it for you).");
      return null;
    }
  }

  /** Loads the server build now, so a server that cannot serve fails at its start (throws when not built). */
  async load(): Promise<void> {
    await this.requestHandler();
  }

  private loadContext(req: IncomingMessage) {
    const { convexUrl, siteUrl: convexSiteUrl, query: convexQuery, publicOrigin, behindProxy } = this.options;
    return { convexUrl, convexSiteUrl, convexQuery, publicOrigin, clientAddress: behindProxy ? undefined : req.socket.remoteAddress };
  }

  /** The built file's path under client/ this address names (it may not exist), or null. */
  private builtPath(pathname: string): { relative: string; asset: string } | null {
    // Everything the build has is under the app's base (npm run serve hands every path here).
    if (!pathname.startsWith(APP_BASE)) return null;
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(APP_BASE.length));
    } catch {
      return null;
    }
    if (relative.includes("\0")) return null;
    return { relative, asset: path.resolve(this.clientDir, relative) };
  }

  /** A hashed asset already kept in memory (AssetMemory), sent from there; false when the disk must answer. */
  private sendKeptAsset(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
    const built = this.builtPath(pathname);
    if (built === null || !built.relative.startsWith("assets/") || !this.inside(built.asset)) return false;
    const contentType = TYPES[path.extname(built.asset)] ?? "application/octet-stream";
    const encoding = chooseEncoding(req.headers["accept-encoding"] as string | undefined, contentType);
    const body = this.assets.get(built.asset, encoding);
    if (body === null) return false;
    this.sendBody(req, res, contentType, true, encoding, body);
    return true;
  }

  /** A built file for this path: an asset, or a prerendered page; null when the router answers. */
  private async staticFile(pathname: string): Promise<{ path: string; immutable: boolean; page?: boolean } | null> {
    const built = this.builtPath(pathname);
    if (built === null) return null;
    const { relative, asset } = built;
    if (relative !== "" && this.inside(asset) && (await isFile(asset))) return { path: asset, immutable: relative.startsWith("assets/") };
    // Prerendered visitor pages live at client/portfolio-builder/<route>/index.html.
    const page = path.resolve(this.clientDir, APP_BASE.slice(1), relative.replace(/\/+$/, ""), "index.html");
    if (relative !== "" && this.inside(page) && (await isFile(page))) return { path: page, immutable: false, page: true };
    return null;
  }

  private inside(file: string): boolean {
    return file.startsWith(this.clientDir + path.sep);
  }

  private requestHandler() {
    this.handler ??= (async () => {
      const serverEntry = path.join(this.buildDir, "server", "index.js");
      const info = await stat(serverEntry);
      const build = (await import(`${pathToFileURL(serverEntry).href}?v=${info.mtimeMs}`)) as ServerBuild;
      return createRequestHandler(build, "production");
    })();
    return this.handler;
  }

  private async sendFile(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean) {
    const info = await stat(file);
    const contentType = TYPES[path.extname(file)] ?? "application/octet-stream";
    const encoding = chooseEncoding(req.headers["accept-encoding"] as string | undefined, contentType);
    // The build's own compressed copy (scripts/lib/precompress.ts), when it is current.
    const sibling = encoding === null ? null : `${file}.${encoding === "br" ? "br" : "gz"}`;
    const siblingInfo = sibling === null ? null : await stat(sibling).catch(() => null);
    const fromSibling = sibling !== null && siblingInfo?.isFile() === true && siblingInfo.mtimeMs >= info.mtimeMs;
    const streamed = fromSibling ? sibling : file;
    if (encoding !== null && !fromSibling) {
      const body = this.compressed.get(file, info.mtimeMs, encoding, () => readFileSync(file));
      if (immutable) this.assets.set(file, encoding, info.mtimeMs, body);
      return this.sendBody(req, res, contentType, immutable, encoding, body);
    }
    const size = fromSibling ? siblingInfo!.size : info.size;
    if (immutable && size <= KEPT_FILE_MAX_BYTES) {
      const body = readFileSync(streamed);
      this.assets.set(file, encoding, info.mtimeMs, body);
      return this.sendBody(req, res, contentType, immutable, encoding, body);
    }
    res.writeHead(200, { ...fileHeaders(contentType, immutable, encoding), "Content-Length": size });
    if (req.method === "HEAD") return void res.end();
    createReadStream(streamed).pipe(res);
  }

  private sendBody(req: IncomingMessage, res: ServerResponse, contentType: string, immutable: boolean, encoding: Encoding | null, body: Buffer) {
    res.writeHead(200, { ...fileHeaders(contentType, immutable, encoding), "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /**
   * A prerendered page with its canonical link to the configured origin, which the build did not
   * know (src/lib/visitorCanonical.ts); compressed once per build of the file.
   */
  private async sendPage(req: IncomingMessage, res: ServerResponse, file: string, pathname: string) {
    const info = await stat(file);
    const origin = this.options.publicOrigin;
    const html = () => Buffer.from(origin ? withVisitorCanonical(readFileSync(file, "utf8"), origin, pathname) : readFileSync(file, "utf8"));
    const encoding = chooseEncoding(req.headers["accept-encoding"] as string | undefined, TYPES[".html"]);
    const body = encoding === null ? html() : this.compressed.get(file, info.mtimeMs, encoding, html);
    res.writeHead(200, {
      "Content-Type": TYPES[".html"],
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
      // The same address answers in the visitor's language (the router renders the others).
      Vary: "Accept-Encoding, Cookie, Accept-Language",
      "Content-Length": body.length,
      ...(encoding === null ? {} : { "Content-Encoding": encoding }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Writes the router's response, compressing text (pages are small and rendered whole). */
  private async sendResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
    const headers = new Headers(response.headers);
    let body: Buffer | null = response.body === null ? null : Buffer.from(await response.arrayBuffer());
    const encoding =
      body !== null && body.length > 1024 ? chooseEncoding(req.headers["accept-encoding"] as string | undefined, headers.get("content-type") ?? "") : null;
    if (body !== null && encoding !== null) {
      body = await compress(body, encoding);
      headers.set("Content-Encoding", encoding);
      headers.append("Vary", "Accept-Encoding");
    }
    if (!headers.has("X-Content-Type-Options")) headers.set("X-Content-Type-Options", "nosniff");
    if (body !== null) headers.set("Content-Length", String(body.length));
    const outgoing: Record<string, string | string[]> = {};
    headers.forEach((value, name) => {
      if (name !== "set-cookie") outgoing[name] = value;
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) outgoing["set-cookie"] = cookies;
    res.writeHead(response.status, outgoing);
    res.end(req.method === "HEAD" || body === null ? undefined : body);
  }
}

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  // Rendered per request: a fast level (brotli 5 is about gzip 9's size at a fraction of 11's cost).
  return encoding === "br"
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/**
 * The address the browser asked for (its Host): a custom domain's routes read it. Absolute
 * addresses never come from it (they use the configured origin, `publicOrigin`).
 */
function pageUrl(req: IncomingMessage, url: URL): URL {
  try {
    return new URL(`${url.pathname}${url.search}`, `http://${req.headers.host ?? "127.0.0.1"}`);
  } catch {
    return url;
  }
}

/** A Fetch API request for the router, from Node's (bodies streamed, for the router's actions). */
function toRequest(req: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** A Node request's headers as the router's Headers would read them (one value each). */
function nodeHeaders(req: IncomingMessage): { get(name: string): string | null } {
  return {
    get: (name) => {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    },
  };
}

function fileHeaders(contentType: string, immutable: boolean, encoding: Encoding | null): Record<string, string> {
  return {
    "Content-Type": contentType,
    "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    "X-Content-Type-Options": "nosniff",
    Vary: "Accept-Encoding",
    ...(encoding === null ? {} : { "Content-Encoding": encoding }),
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
