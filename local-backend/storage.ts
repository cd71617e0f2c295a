import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { JSONValue } from "convex/values";
import { LIMITS } from "../convex/model/limits";
import type { Engine } from "./convexTestAdapter";
import { BodyTooLargeError, readBody, sendJson } from "./httpUtil";

/** convex-test hands out storage URLs on this made-up origin; clients get this server's instead. */
const FAKE_ORIGIN = "https://some-deployment.convex.cloud";
const FAKE_URL = /https:\/\/some-deployment\.convex\.cloud\/[^\s,]*/g;
const UPLOAD_URL_LIFETIME_MS = 60 * 60 * 1000;

/** File storage over HTTP: upload URLs, uploads, downloads, and URLs rewritten to this server. */
export class FileStorage {
  /** Upload token → expiry. Each URL from generateUploadUrl accepts one upload, for an hour. */
  private readonly uploadTokens = new Map<string, number>();

  constructor(
    private readonly engine: Engine,
    private readonly origin: string,
  ) {}

  /** Replaces convex-test's storage URLs anywhere in a function's result, also inside strings (a `srcset`). */
  rewriteUrls(value: JSONValue): JSONValue {
    if (typeof value === "string") return value.includes(FAKE_ORIGIN) ? value.replace(FAKE_URL, (url) => this.rewriteUrl(url)) : value;
    if (Array.isArray(value)) return value.map((item) => this.rewriteUrls(item));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.rewriteUrls(item)]));
    }
    return value;
  }

  private rewriteUrl(url: string): string {
    const path = url.slice(FAKE_ORIGIN.length);
    if (path.startsWith("/api/storage/upload")) {
      const token = randomUUID();
      this.pruneTokens();
      this.uploadTokens.set(token, Date.now() + UPLOAD_URL_LIFETIME_MS);
      return `${this.origin}/api/storage/upload?token=${token}`;
    }
    // File URLs name the content hash; name the file instead, as a deployment does.
    const id = this.engine.storageIdForSha(decodeURIComponent(path.slice("/api/storage/".length)));
    return id === null ? url : `${this.origin}/api/storage/${id}`;
  }

  private pruneTokens() {
    const now = Date.now();
    for (const [token, expiry] of this.uploadTokens) if (expiry < now) this.uploadTokens.delete(token);
  }

  /** POST /api/storage/upload?token=… with the file as the body → {storageId}. */
  async upload(req: IncomingMessage, res: ServerResponse, token: string | null) {
    const expiry = token === null ? undefined : this.uploadTokens.get(token);
    if (expiry === undefined || expiry < Date.now()) {
      req.resume();
      return sendJson(res, 400, { code: "InvalidUploadUrl", message: "This upload URL is not valid or has expired." });
    }
    this.uploadTokens.delete(token!);
    let body: Buffer;
    try {
      body = await readBody(req, LIMITS.imageBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return sendJson(res, 413, { code: "FileTooLarge", message: `Files must be ${LIMITS.imageBytes / 1024 / 1024} MB or smaller.` });
    }
    const contentType = req.headers["content-type"]?.split(";")[0].trim() || null;
    const storageId = await this.engine.storeFile(new Uint8Array(body), contentType);
    sendJson(res, 200, { storageId });
  }

  /** GET /api/storage/<id>: the bytes with their type; an id's content never changes, so cache it. */
  async download(req: IncomingMessage, res: ServerResponse, id: string) {
    const file = this.engine.file(id);
    if (file === null) return sendJson(res, 404, { code: "NotFound", message: "File not found." });
    const etag = `"${file.sha256}"`;
    const headers = {
      "Content-Type": file.contentType ?? "application/octet-stream",
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
      // Uploads are user content on the app's origin: never sniffed, never run as a page.
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    };
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers);
      return void res.end();
    }
    const bytes = Buffer.from(await file.blob.arrayBuffer());
    res.writeHead(200, { ...headers, "Content-Length": bytes.length });
    res.end(req.method === "HEAD" ? undefined : bytes);
  }
}
