import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Text types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

/** The best encoding the client accepts for this content type, or null. */
export function chooseEncoding(acceptEncoding: string | undefined, contentType: string): Encoding | null {
  if (!COMPRESSIBLE.test(contentType)) return null;
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/**
 * Compressed bodies, cached by (file, version, encoding): the SPA's files change only when it is
 * rebuilt, so each is compressed once, at the highest level, on first request.
 */
export class CompressionCache {
  private readonly entries = new Map<string, { version: number; body: Buffer }>();

  get(key: string, version: number, encoding: Encoding, body: () => Buffer): Buffer {
    const id = `${encoding}:${key}`;
    const hit = this.entries.get(id);
    if (hit && hit.version === version) return hit.body;
    const raw = body();
    const compressed =
      encoding === "br"
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipSync(raw, { level: 9 });
    this.entries.set(id, { version, body: compressed });
    return compressed;
  }
}
