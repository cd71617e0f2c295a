import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { configuredPublicOrigin } from "./lib/env";
import { visitorPagePath, withVisitorCanonical } from "./lib/visitorCanonical";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, except that every response waits for all content: a
 * published portfolio must read completely without JavaScript (no streamed Suspense fallbacks
 * swapped in by inline scripts), and our pages have nothing slow to stream.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const response = await render(request, responseStatusCode, responseHeaders, routerContext);
  // A visitor page rendered per request (a query string) names its canonical address; while the
  // build prerenders it no origin is configured, and the web server adds it to the file it serves.
  const { pathname } = new URL(request.url);
  const origin = loadContext?.publicOrigin || configuredPublicOrigin();
  if (origin === null || visitorPagePath(pathname) === null) return response;
  return new Response(withVisitorCanonical(await response.text(), origin, pathname), { status: response.status, headers: response.headers });
}

function render(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
