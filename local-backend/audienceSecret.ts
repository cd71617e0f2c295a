import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomic } from "./files";

export const AUDIENCE_SECRET_FILE = "audience-secret";

/**
 * AUDIENCE_SECRET for the functions and the web server in this process (convex/audienceHttp.ts,
 * src/public-page/audience.server.ts): the environment's if set, else one generated once and kept in the
 * data directory, so visitor hashes stay stable across restarts. Returns it.
 */
export async function ensureAudienceSecret(dataDir: string): Promise<string> {
  const given = process.env.AUDIENCE_SECRET ?? "";
  if (given.length >= 32) return given;
  const file = path.join(dataDir, AUDIENCE_SECRET_FILE);
  let secret = "";
  try {
    secret = (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  if (!/^[0-9a-f]{64}$/.test(secret)) {
    secret = randomBytes(32).toString("hex");
    await writeFileAtomic(file, secret + "\n", 0o600);
  }
  process.env.AUDIENCE_SECRET = secret;
  return secret;
}
