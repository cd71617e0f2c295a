import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";
import { OUTBOX_DIR } from "../../local-backend/outbox";

/** The invitation token in the newest mail to `email` in the local backend's outbox (waits for it). */
export async function invitationToken(email: string, timeout = 10_000): Promise<string> {
  const dir = path.join(inject("dataDir"), OUTBOX_DIR);
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    for (const file of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
      const mail = JSON.parse(await readFile(path.join(dir, file), "utf8")) as { to: string; text: string };
      const token = mail.to === email ? mail.text.match(/\/invite\/([A-Za-z0-9_-]{43})/)?.[1] : undefined;
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation to ${email} in the outbox`);
}
