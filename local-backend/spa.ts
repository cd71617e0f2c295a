import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { chooseEncoding, CompressionCache } from "./compression";
import { sendText } from "./httpUtil";

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
};

/**
 * Serves the built SPA (dist/) under /portfolio-builder/. Client routes (no file extension) get
 * index.html; Vite's hashed assets are cached for good, everything else is revalidated.
 */
export async function serveSpa(req: IncomingMessage, res: ServerResponse, distDir: string, pathname: string) {
  if (req.method !== "GET" && req.method !== "HEAD") return sendText(res, 405, "Method not allowed");
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(APP_BASE.length));
  } catch {
    return sendText(res, 400, "Bad path");
  }
  const file = path.resolve(distDir, relative);
  if (file !== distDir && !file.startsWith(distDir + path.sep)) return sendText(res, 404, "Not found");
  const found = relative !== "" && (await isFile(file));
  if (!found && path.extname(relative) !== "") return sendText(res, 404, "Not found");
  const target = found ? file : await pageFor(distDir, relative);
  if (!(await isFile(target))) return sendText(res, 503, "The app is not built yet: run `npm run build` (npm start does it for you).");
  const immutable = found && relative.startsWith("assets/");
  const contentType = TYPES[path.extname(target)] ?? "application/octet-stream";
  const info = await stat(target);
  const isHtml = path.extname(target) === ".html";
  const encoding = chooseEncoding(req.headers["accept-encoding"] as string | undefined, contentType);
  const headers: Record<string, string | number> = {
    "Content-Type": contentType,
    "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
    "X-Content-Type-Options": "nosniff",
    Vary: "Accept-Encoding",
  };
  if (encoding === null && !isHtml) {
    res.writeHead(200, { ...headers, "Content-Length": info.size });
    if (req.method === "HEAD") return void res.end();
    return void createReadStream(target).pipe(res);
  }
  if (encoding !== null && !isHtml) {
    // The build's own compressed copy (scripts/lib/precompress.ts), when it is current.
    const sibling = `${target}.${encoding === "br" ? "br" : "gz"}`;
    const siblingInfo = await stat(sibling).catch(() => null);
    if (siblingInfo?.isFile() && siblingInfo.mtimeMs >= info.mtimeMs) {
      res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": siblingInfo.size });
      if (req.method === "HEAD") return void res.end();
      return void createReadStream(sibling).pipe(res);
    }
  }
  const plain = isHtml ? Buffer.from(withConvexUrl(await readFile(target, "utf8"))) : await readFile(target);
  const body = encoding === null ? plain : compressed.get(target, info.mtimeMs, encoding, () => plain);
  if (encoding !== null) headers["Content-Encoding"] = encoding;
  res.writeHead(200, { ...headers, "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

const compressed = new CompressionCache();

/**
 * Client routes with a page of their own (see vite.config.ts): published portfolios' standalone
 * page, and the prerendered home page. All others (the root too: the app redirects it), and any
 * of these missing from the build, get index.html.
 */
const ROUTE_PAGES: [route: RegExp, page: string][] = [
  [/^portfolio-view\/[^/]+\/?$/, "portfolio-view.html"],
  [/^home\/?$/, "home.html"],
];

async function pageFor(distDir: string, relative: string): Promise<string> {
  const page = ROUTE_PAGES.find(([route]) => route.test(relative))?.[1];
  const file = page && path.join(distDir, page);
  return file && (await isFile(file)) ? file : path.join(distDir, "index.html");
}

/**
 * Points the page at this server whatever the build says: a build made with VITE_CONVEX_URL
 * (say, from `npx convex dev`'s .env.local) still talks to the local backend it is served from.
 */
function withConvexUrl(html: string): string {
  const script = "<script>window.__CONVEX_URL__ = window.location.origin;</script>";
  return html.includes("</head>") ? html.replace("</head>", `  ${script}\n  </head>`) : script + html;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
