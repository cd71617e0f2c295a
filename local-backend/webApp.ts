import { createReadStream, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { chooseEncoding, CompressionCache, type Encoding } from "./compression";
import { sendText } from "./httpUtil";
import { log } from "./log";
import type { ServerQuery } from "../src/public-page/serverConvex.server";
import { withVisitorCanonical } from "../src/lib/visitorCanonical";

export const APP_BASE = "/portfolio-builder/";

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

/** The router's request handler: the request and the loaders' context (src/public-page/serverConvex.server.ts). */
type Handler = (request: Request, context: AppLoadContext) => Promise<Response>;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The web app as `npm start` serves it, from a React Router build (`dist/` by default):
 * `client/` holds the static assets and the prerendered visitor pages; everything else goes to
 * the server build's request handler (published portfolios, app screens, 404s), whose loaders
 * read from `convexUrl` (this backend).
 */
export class WebApp {
  private handler: Promise<Handler> | null = null;
  private readonly compressed = new CompressionCache();
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
    },
  ) {
    this.clientDir = path.join(buildDir, "client");
    if (options.handler) this.handler = Promise.resolve(options.handler);
  }

  async serve(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const { pathname } = url;
    if (req.method === "GET" || req.method === "HEAD") {
      const file = await this.staticFile(pathname);
      // A query (the gallery's filters sent without JavaScript) is the router's to render.
      if (file?.page && url.search === "") return this.sendPage(req, res, file.path, pathname);
      if (file !== null && !file.page) return this.sendFile(req, res, file.path, file.immutable);
    }
    let handle: Handler;
    try {
      handle = await this.requestHandler();
    } catch (error) {
      this.handler = null;
      log.error(`The web app's server build could not be loaded: ${(error as Error).message}`);
      return sendText(res, 503, "The app is not built yet: run `npm run build` (npm start does it for you).");
    }
    const { convexUrl, siteUrl: convexSiteUrl, query: convexQuery, publicOrigin } = this.options;
    const context = { convexUrl, convexSiteUrl, convexQuery, publicOrigin, clientAddress: req.socket.remoteAddress };
    const response = await handle(toRequest(req, pageUrl(req, url)), context);
    await this.sendResponse(req, res, response);
  }

  /** A built file for this path: an asset, or a prerendered page; null when the router answers. */
  private async staticFile(pathname: string): Promise<{ path: string; immutable: boolean; page?: boolean } | null> {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname.slice(APP_BASE.length));
    } catch {
      return null;
    }
    if (relative.includes("\0")) return null;
    const asset = path.resolve(this.clientDir, relative);
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
    const headers: Record<string, string | number> = {
      "Content-Type": contentType,
      "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept-Encoding",
    };
    if (encoding !== null) {
      // The build's own compressed copy (scripts/lib/precompress.ts), when it is current.
      const sibling = `${file}.${encoding === "br" ? "br" : "gz"}`;
      const siblingInfo = await stat(sibling).catch(() => null);
      if (siblingInfo?.isFile() && siblingInfo.mtimeMs >= info.mtimeMs) {
        res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": siblingInfo.size });
        if (req.method === "HEAD") return void res.end();
        return void createReadStream(sibling).pipe(res);
      }
      const body = this.compressed.get(file, info.mtimeMs, encoding, () => readFileSync(file));
      res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": body.length });
      return void res.end(req.method === "HEAD" ? undefined : body);
    }
    res.writeHead(200, { ...headers, "Content-Length": info.size });
    if (req.method === "HEAD") return void res.end();
    createReadStream(file).pipe(res);
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
      Vary: "Accept-Encoding",
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

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
