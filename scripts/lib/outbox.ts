import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import { OUTBOX_DIR } from "../../local-backend/outbox";

/** The mailed links the local backend's outbox holds: invitations and address confirmations. */
export type LinkKind = "invite" | "confirm-email";

/** The token of the newest `kind` link mailed to `email` in `dataDir`'s outbox (waits for it). */
export async function mailedToken(dataDir: string, email: string, kind: LinkKind, timeout = 10_000): Promise<string> {
  const dir = path.join(dataDir, OUTBOX_DIR);
  const pattern = new RegExp(`/${kind}/([A-Za-z0-9_-]{43})`);
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    // Newest first: the file names start with the time.
    for (const file of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
      const mail = await readFile(path.join(dir, file), "utf8").then(
        (text) => JSON.parse(text) as { to: string; text: string },
        () => null,
      );
      const token = mail?.to === email ? pattern.exec(mail.text)?.[1] : undefined;
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${kind} link to ${email} in the outbox`);
}

/** Confirms `email` with the link mailed at its sign-up, as opening it does. */
export async function confirmAddress(backendUrl: string, dataDir: string, email: string): Promise<void> {
  const token = await mailedToken(dataDir, email, "confirm-email");
  await new ConvexHttpClient(backendUrl).mutation(api.emailConfirmations.confirm, { token });
}
