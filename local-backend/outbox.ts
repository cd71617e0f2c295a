import { randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, open } from "node:fs/promises";
import { createServer, type IncomingMessage } from "node:http";
import path from "node:path";
import { log } from "./log";

/** Where the local backend keeps mail: `<data dir>/outbox/<time>-<n>.json`, one message per file. */
export const OUTBOX_DIR = "outbox";
const MAX_BYTES = 64 * 1024;

type Mail = { from?: string; to: string; subject: string; text: string };

function isMail(value: unknown): value is Mail {
  const mail = value as Partial<Mail> | null;
  return typeof mail === "object" && mail !== null && typeof mail.to === "string" && typeof mail.subject === "string" && typeof mail.text === "string";
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The offline stand-in for a mail provider. Convex functions cannot write files, so the app's
 * mail module (convex/mail.ts) POSTs to MAIL_OUTBOX_URL with MAIL_OUTBOX_TOKEN; this server,
 * on 127.0.0.1 only and with a fresh random token per start, keeps each message in the data
 * directory and prints it in the log. A configured RESEND_API_KEY takes precedence in mail.ts.
 */
export async function startOutbox(dataDir: string): Promise<{ close(): Promise<void> }> {
  const dir = path.join(dataDir, OUTBOX_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const token = randomBytes(24).toString("base64url");
  const expected = Buffer.from(`Bearer ${token}`);
  let count = 0;

  const server = createServer((req, res) => {
    void (async () => {
      const given = Buffer.from(req.headers.authorization ?? "");
      if (req.method !== "POST" || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.writeHead(403).end();
        return;
      }
      const body = await readBody(req);
      let mail: unknown = null;
      try {
        mail = body === null ? null : JSON.parse(body);
      } catch {
        mail = null;
      }
      if (!isMail(mail)) {
        res.writeHead(400).end();
        return;
      }
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${++count}.json`);
      const handle = await open(file, "wx", 0o600);
      await handle.writeFile(JSON.stringify(mail, null, 2));
      await handle.close();
      log.info(`Mail to ${mail.to} (kept in ${file}): ${mail.subject}\n${mail.text}`);
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    })().catch((error: unknown) => {
      log.error(`Outbox: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  // Never the reason the process stays up.
  server.unref();
  const { port } = server.address() as { port: number };
  process.env.MAIL_OUTBOX_URL = `http://127.0.0.1:${port}/`;
  process.env.MAIL_OUTBOX_TOKEN = token;
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
