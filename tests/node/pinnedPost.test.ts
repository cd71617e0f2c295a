import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { pinnedPost } from "../../convex/lib/pinnedPost";

let close: (() => void) | null = null;
afterEach(() => close?.());

/** A receiver on 127.0.0.1 that answers `status` and records what reached it. */
async function receiver(status: number) {
  const seen: { host: string | undefined; body: string; signature: string | undefined }[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    seen.push({ host: request.headers.host, body, signature: request.headers["webhook-signature"] as string | undefined });
    response.writeHead(status, { location: "http://127.0.0.1:1/elsewhere" }).end("x".repeat(100_000));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return { port: (server.address() as AddressInfo).port, seen };
}

describe("pinnedPost (webhook deliveries, DNS rebinding)", () => {
  test("connects to the checked address whatever the name resolves to, keeping the name in Host", async () => {
    const { port, seen } = await receiver(204);
    // `.invalid` never resolves: only the pinned address can be reached.
    const status = await pinnedPost(`http://hooks.invalid:${port}/in`, "127.0.0.1", {
      headers: { "webhook-signature": "v1,abc" },
      body: '{"a":1}',
      timeoutMs: 5000,
    });
    expect(status).toBe(204);
    expect(seen).toEqual([{ host: `hooks.invalid:${port}`, body: '{"a":1}', signature: "v1,abc" }]);
  });

  test("does not follow a redirect and answers its status", async () => {
    const { port, seen } = await receiver(302);
    expect(await pinnedPost(`http://hooks.invalid:${port}/in`, "127.0.0.1", { headers: {}, body: "{}", timeoutMs: 5000 })).toBe(302);
    expect(seen).toHaveLength(1);
  });

  test("without a pinned address the name is resolved as usual (loopback in tests), and an unknown name fails", async () => {
    const { port } = await receiver(200);
    expect(await pinnedPost(`http://127.0.0.1:${port}/in`, null, { headers: {}, body: "{}", timeoutMs: 5000 })).toBe(200);
    await expect(pinnedPost(`http://hooks.invalid:${port}/in`, null, { headers: {}, body: "{}", timeoutMs: 5000 })).rejects.toThrow();
  });
});
