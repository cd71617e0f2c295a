import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * CORS for the Convex API, uploads and files, as a Convex deployment answers: the app may be
 * served from another origin (Vite's dev server, a static host). Credentials are bearer tokens
 * the app holds, never cookies, so the wildcard is safe, and it also stops browsers from ever
 * sending cookies here. What keeps other web pages out is the Host check (hosts.ts).
 */
export function setCors(req: IncomingMessage, res: ServerResponse) {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", req.headers["access-control-request-headers"] ?? "Content-Type, Authorization, Convex-Client");
  res.setHeader("Access-Control-Max-Age", "86400");
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

export class BodyTooLargeError extends Error {}

/**
 * The request body, or BodyTooLargeError once it passes `limit` bytes. An oversized body is still
 * read to its end (and dropped), so the client gets the 413 instead of a broken connection.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
    else if (size > limit * 20) req.destroy(); // not a mistake any more: stop reading
  }
  if (size > limit) throw new BodyTooLargeError();
  return Buffer.concat(chunks);
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "");
  return match ? match[1] : null;
}
