import { randomBytes } from "node:crypto";
import { createReadStream, openAsBlob } from "node:fs";
import { readFile, unlink } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { LIMITS } from "../convex/model/limits";
import type { Engine, FileHooks } from "./convexTestAdapter";
import { syncDir, writeFileAtomic } from "./files";
import { BodyTooLargeError, readBody, sendJson } from "./httpUtil";
import { log } from "./log";

const UPLOAD_URL_LIFETIME_MS = 60 * 60 * 1000;
/** Upload URLs not yet used; the oldest are dropped past this many. */
const MAX_UPLOAD_TOKENS = 10_000;
/** How often unconfirmed uploads are looked for. */
const EXPIRY_SWEEP_MS = 5 * 60 * 1000;

/**
 * File storage: bytes in `files/<storageId>` (written and flushed before the id is handed out;
 * memory holds only file-backed blobs), real single-use upload URLs, downloads streamed from
 * disk, and uploads that nothing refers to deleted after an hour.
 */
export class FileStorage {
  /** Upload token → expiry. Each URL from generateUploadUrl accepts one upload, for an hour. */
  private readonly uploadTokens = new Map<string, number>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly engine: Engine,
    private readonly origin: string,
    private readonly filesDir: string,
  ) {}

  /** What the engine calls for ctx.storage: real upload URLs, file URLs, files onto disk. */
  hooks(): FileHooks {
    return {
      uploadUrl: () => {
        const token = randomBytes(24).toString("base64url");
        this.pruneTokens();
        this.uploadTokens.set(token, Date.now() + UPLOAD_URL_LIFETIME_MS);
        return `${this.origin}/api/storage/upload?token=${token}`;
      },
      fileUrl: (storageId) => `${this.origin}/api/storage/${storageId}`,
      persist: async (storageId, blob) => {
        const file = this.pathOf(storageId);
        await writeFileAtomic(file, new Uint8Array(await blob.arrayBuffer()));
        // A function's ctx.storage.store(blob) keeps the blob's type, as a deployment does; convex-test
        // records it nowhere durable, so it sits beside the file for restarts.
        if (blob.type !== "") await writeFileAtomic(`${file}.type`, new TextEncoder().encode(blob.type));
        await syncDir(this.filesDir);
        return await openAsBlob(file, { type: blob.type });
      },
    };
  }

  /** File-backed blobs for restored files (missing ones are reported and answer 404). */
  async restore(): Promise<number> {
    let restored = 0;
    const ids = this.engine.storageIds();
    for (let i = 0; i < ids.length; i += 256) {
      const blobs = await Promise.all(
        ids.slice(i, i + 256).map((id) =>
          this.contentTypeOf(id)
            .then((type) => openAsBlob(this.pathOf(id), { type }))
            .catch(() => {
              log.warn(`The file ${id} is missing from ${this.filesDir}; its URL will answer 404.`);
              return null;
            }),
        ),
      );
      blobs.forEach((blob, j) => {
        this.engine.setFileBlob(ids[i + j], blob);
        if (blob !== null) restored++;
      });
    }
    return restored;
  }

  /** The type recorded for a file: on its `_storage` document (uploads) or beside it (stored by a function). */
  private async contentTypeOf(id: string): Promise<string> {
    return this.engine.storedContentType(id) ?? (await readFile(`${this.pathOf(id)}.type`, "utf8").catch(() => ""));
  }

  /** A file's `_storage` document is gone (and that is durable): drop its bytes. */
  async forget(storageId: string) {
    this.engine.setFileBlob(storageId, null);
    await unlink(this.pathOf(storageId)).catch(() => undefined);
    await unlink(`${this.pathOf(storageId)}.type`).catch(() => undefined);
  }

  startExpiry() {
    this.sweeper = setInterval(() => void this.expire(), EXPIRY_SWEEP_MS);
    this.sweeper.unref();
    void this.expire();
  }

  stopExpiry() {
    if (this.sweeper) clearInterval(this.sweeper);
  }

  async expire(now = Date.now()): Promise<number> {
    try {
      const deleted = await this.engine.expireUploads(now);
      if (deleted > 0) log.info(`Deleted ${deleted} upload(s) never confirmed within an hour.`);
      return deleted;
    } catch (error) {
      log.error(`Expiring unconfirmed uploads failed: ${(error as Error).message}`);
      return 0;
    }
  }

  private pathOf(storageId: string) {
    return path.join(this.filesDir, storageId);
  }

  private pruneTokens() {
    const now = Date.now();
    for (const [token, expiry] of this.uploadTokens) if (expiry < now) this.uploadTokens.delete(token);
    while (this.uploadTokens.size >= MAX_UPLOAD_TOKENS) this.uploadTokens.delete(this.uploadTokens.keys().next().value!);
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
    const contentType = req.headers["content-type"]?.split(";")[0].trim().slice(0, 200) || null;
    const storageId = await this.engine.storeUpload(new Blob([new Uint8Array(body)], contentType ? { type: contentType } : {}), contentType);
    sendJson(res, 200, { storageId });
  }

  /** GET /api/storage/<id>: the bytes with their type, streamed from disk; an id's content never changes, so cache it. */
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
    res.writeHead(200, { ...headers, "Content-Length": file.size });
    if (req.method === "HEAD") return void res.end();
    await new Promise<void>((resolve) => {
      const stream = createReadStream(this.pathOf(id));
      stream.on("error", () => {
        res.destroy();
        resolve();
      });
      stream.on("end", resolve);
      stream.pipe(res);
    });
  }
}
