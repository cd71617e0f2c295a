import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { deliverMail } from "../../convex/mail";
import { OUTBOX_DIR, startOutbox } from "../../local-backend/outbox";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

test("the app's mail module delivers to the outbox: kept in the data directory, printed in the log; strangers are refused", async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  const outbox = await startOutbox(dataDir);
  cleanups.push(
    () => outbox.close(),
    () => rm(dataDir, { recursive: true, force: true }),
  );
  const lines: string[] = [];
  const printed = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
  try {
    expect(await deliverMail({ to: "ada@example.com", subject: "Your code", text: "Your code: 12345678" })).toBe("outbox");
  } finally {
    printed.mockRestore();
  }
  expect(lines.join("")).toContain("Your code: 12345678");
  const dir = path.join(dataDir, OUTBOX_DIR);
  const files = await readdir(dir);
  expect(files).toHaveLength(1);
  expect(JSON.parse(await readFile(path.join(dir, files[0]), "utf8"))).toMatchObject({ to: "ada@example.com", text: "Your code: 12345678" });
  expect((await stat(path.join(dir, files[0]))).mode & 0o777).toBe(0o600);

  const url = process.env.MAIL_OUTBOX_URL!;
  expect(new URL(url).hostname).toBe("127.0.0.1");
  const body = JSON.stringify({ to: "x@example.com", subject: "s", text: "t" });
  expect((await fetch(url, { method: "POST", body })).status).toBe(403);
  expect((await fetch(url, { method: "POST", body, headers: { Authorization: "Bearer wrong" } })).status).toBe(403);
  const auth = { Authorization: `Bearer ${process.env.MAIL_OUTBOX_TOKEN}` };
  expect((await fetch(url, { method: "POST", body: "not json", headers: auth })).status).toBe(400);
  expect((await fetch(url, { method: "POST", body: "x".repeat(70_000), headers: auth })).status).toBe(400);
  expect(await readdir(dir)).toHaveLength(1);
});
