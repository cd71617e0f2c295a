import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomic } from "./files";

export const ADMIN_KEY_FILE = "admin-key";

/**
 * The deployment's admin key, as `npx convex run` uses on a real deployment: whoever holds it may
 * call internal functions (e.g. `users:setPlan`). Generated once, kept in the data directory
 * readable only by its owner.
 */
export async function loadAdminKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, ADMIN_KEY_FILE);
  try {
    const key = (await readFile(file, "utf8")).trim();
    if (/^[0-9a-f]{64}$/.test(key)) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const key = randomBytes(32).toString("hex");
  await writeFileAtomic(file, key + "\n", 0o600);
  return key;
}

/** True when the request carries `Authorization: Convex <admin key>`. */
export function isAdminRequest(authorization: string | undefined, adminKey: string): boolean {
  const match = /^Convex\s+(\S+)$/.exec(authorization ?? "");
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(adminKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
