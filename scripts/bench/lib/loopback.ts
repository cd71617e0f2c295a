import { Agent, request } from "node:http";
import WebSocket from "ws";

/**
 * Clients that connect from a chosen local address. On Linux every 127.x.y.z is loopback, so a
 * benchmark on one machine can be many "addresses" to the backend (its per-address fairness and
 * caps key on the peer address): e.g. the innocent client on 127.0.0.1, each flooder on its own.
 */

/** A `fetch` for ConvexHttpClient whose connections come from `localAddress` (kept alive, as undici's would be). */
export function fetchFrom(localAddress: string): typeof globalThis.fetch {
  const agent = new Agent({ keepAlive: true, localAddress });
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init.headers);
    const body = init.body === undefined || init.body === null ? undefined : Buffer.from(await new Response(init.body).arrayBuffer());
    return await new Promise<Response>((resolve, reject) => {
      const req = request(url, { method: init.method ?? "GET", headers: Object.fromEntries(headers), agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") responseHeaders.set(name, value);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: responseHeaders }));
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  }) as typeof globalThis.fetch;
}

/** A WebSocket class for ConvexClient's `webSocketConstructor` whose sockets come from `localAddress`. */
export function webSocketFrom(localAddress: string): typeof globalThis.WebSocket {
  class FromAddress extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { localAddress });
    }
  }
  return FromAddress as unknown as typeof globalThis.WebSocket;
}
