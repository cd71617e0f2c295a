import { statSync } from "node:fs";
import type { Encoding } from "./compression";

type Kept = { mtimeMs: number; body: Buffer };

/** A file this size or smaller is kept; larger ones (the HEIC decoder's WebAssembly) are streamed from disk each time. */
export const KEPT_FILE_MAX_BYTES = 1024 * 1024;

/**
 * The build's hashed assets (client/assets/…), kept in memory once sent, per encoding. A first
 * visit asks for about 75 scripts over six connections; from disk each took two stats, a second
 * stat for the precompressed copy and a file stream, every step a trip through libuv's thread
 * pool, while the browser waited. Kept, an answer is a map lookup and one `stat` syscall (the file
 * may have been rebuilt: its mtime says so). Bounded: the oldest go first past `maxBytes`.
 */
export class AssetMemory {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The body kept for `file` in `encoding` (null: identity), if the file on disk is still the one it was made from. */
  get(file: string, encoding: Encoding | null): Buffer | null {
    const key = keyOf(file, encoding);
    const kept = this.entries.get(key);
    if (kept === undefined) return null;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      mtimeMs = Number.NaN;
    }
    if (mtimeMs === kept.mtimeMs) return kept.body;
    this.delete(key);
    return null;
  }

  set(file: string, encoding: Encoding | null, mtimeMs: number, body: Buffer): void {
    if (body.length > KEPT_FILE_MAX_BYTES || body.length > this.maxBytes) return;
    const key = keyOf(file, encoding);
    this.delete(key);
    for (const oldest of this.entries.keys()) {
      if (this.bytes + body.length <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.entries.set(key, { mtimeMs, body });
    this.bytes += body.length;
  }

  /** What is kept: files (per encoding) and bytes. */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string) {
    const kept = this.entries.get(key);
    if (kept === undefined) return;
    this.bytes -= kept.body.length;
    this.entries.delete(key);
  }
}

const keyOf = (file: string, encoding: Encoding | null) => `${encoding ?? "identity"}:${file}`;
