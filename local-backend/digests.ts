import { createHash } from "node:crypto";

/**
 * Node's `crypto.subtle.digest` runs on libuv's thread pool, so a function awaiting a SHA-256
 * (token and address hashes, e.g. every sign-up attempt's) waits for a free pool thread, behind
 * password hashes and O_DSYNC log writes, while it holds the one transaction lock: every other
 * client's query waited with it (bench:flood's sign-ups and contact posts). A digest of a few
 * bytes costs microseconds: here it is computed at once with `createHash` (the same bytes), and
 * the promise the caller awaits is already settled.
 */
const ALGORITHMS: Record<string, string> = { "SHA-1": "sha1", "SHA-256": "sha256", "SHA-384": "sha384", "SHA-512": "sha512" };

type Subtle = { digest(algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> };

function bytesOf(data: BufferSource): Uint8Array {
  return ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
}

/** Replaces `crypto.subtle.digest` for this process with a synchronous one (same results, errors as before for anything else). */
export function useSynchronousDigests(subtle: Subtle = globalThis.crypto.subtle): void {
  const original = subtle.digest.bind(subtle);
  subtle.digest = (algorithm: AlgorithmIdentifier, data: BufferSource) => {
    const name = typeof algorithm === "string" ? algorithm : algorithm?.name;
    const node = typeof name === "string" ? ALGORITHMS[name.toUpperCase()] : undefined;
    if (node === undefined || !(ArrayBuffer.isView(data) || data instanceof ArrayBuffer)) return original(algorithm, data);
    const digest = createHash(node).update(bytesOf(data)).digest();
    return Promise.resolve(digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer);
  };
}
