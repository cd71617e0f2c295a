import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";

/**
 * Convex Auth's Password provider hashes with lucia's Scrypt, written in JavaScript: each hash
 * holds the event loop for a few hundred milliseconds, so while someone signs up nobody else is
 * served. Node's own scrypt computes the same function (same parameters, same encoding) on
 * libuv's worker threads. Hashes stay interchangeable with lucia's, so Convex Cloud and this
 * server read each other's data.
 */
const PARAMS = { N: 16384, r: 16, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

/**
 * Hashes running at once: each takes a core for its whole run, so a flood of sign-ups (already
 * cut by the budgets) must leave at least one core to the thread that serves everyone else, and
 * libuv's other workers (file writes) free.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waitingToHash: (() => void)[] = [];

/** Hashes running now (tests). */
export function hashesRunning(): number {
  return hashing;
}

async function derive(password: string, salt: string): Promise<Buffer> {
  if (hashing >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waitingToHash.push(resolve));
  else hashing++;
  try {
    return await new Promise((resolve, reject) => {
      scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, PARAMS, (error, key) => (error ? reject(error) : resolve(key)));
    });
  } finally {
    // The slot passes straight to the next waiter, if any.
    const next = waitingToHash.shift();
    if (next) next();
    else hashing--;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return `${salt}:${(await derive(password, salt)).toString("hex")}`;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const parts = hash.split(":");
  if (parts.length !== 2 || !/^[0-9a-f]*$/i.test(parts[1])) return false;
  const expected = Buffer.from(parts[1], "hex");
  const actual = await derive(password, parts[0]);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

type Hasher = { hash(password: string): Promise<string>; verify(hash: string, password: string): Promise<boolean> };
type ScryptClass = { new (): Hasher; prototype: Hasher };

/**
 * lucia's Scrypt class, the very module instance @convex-dev/auth's Password provider imports
 * (resolved from that file, so it holds however npm lays out node_modules; lucia is not a
 * dependency of this project of its own).
 */
export async function luciaScrypt(): Promise<ScryptClass> {
  const passwordProvider = import.meta.resolve("@convex-dev/auth/providers/Password");
  const lucia = createRequire(passwordProvider).resolve("lucia");
  return ((await import(pathToFileURL(lucia).href)) as { Scrypt: ScryptClass }).Scrypt;
}

/** Replaces lucia's Scrypt methods (the ones @convex-dev/auth's Password provider calls) for this process. */
export async function usePasswordHashingOffThread() {
  const Scrypt = await luciaScrypt();
  Scrypt.prototype.hash = (password: string) => hashPassword(password);
  Scrypt.prototype.verify = (hash: string, password: string) => verifyPassword(hash, password);
}
