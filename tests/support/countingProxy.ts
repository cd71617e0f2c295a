import { createServer, request as httpRequest } from "node:http";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";

export type CountingProxy = {
  /** Give this as the deployment's URL instead of the backend's. */
  url: string;
  /** Queries run over Convex's HTTP API so far (a server render's loaders; subscriptions are not counted). */
  queries(): number;
  close(): Promise<void>;
};

/**
 * A pass-through proxy in front of a backend (HTTP requests and the sync WebSocket) that counts
 * the queries asked over HTTP: a web server's renders, seen from outside, so a test can tell an
 * answer from memory (no query) from a render.
 */
export async function startCountingProxy(backendUrl: string): Promise<CountingProxy> {
  const target = new URL(backendUrl);
  let queries = 0;
  const tunnels = new Set<{ destroy(): void }>();
  const server = createServer((req, res) => {
    if (req.method === "POST" && /^\/api\/query(?:_at_ts)?$/.test(req.url ?? "")) queries++;
    const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  server.on("upgrade", (req, socket, head) => {
    const upstream = connect(Number(target.port), target.hostname, () => {
      const headers: string[] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join("\r\n")}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    tunnels.add(socket).add(upstream);
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queries: () => queries,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const tunnel of tunnels) tunnel.destroy();
      }),
  };
}
