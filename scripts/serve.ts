/**
 * `npm run serve`: the production web server, against a Convex deployment (CONVEX_URL). The same
 * web server `npm start` runs inside the local backend (local-backend/webApp.ts): the build's
 * files, every other request rendered by the server build, and published pages rendered once per
 * published version and served from memory with the same ETags, 304s, Cache-Control and view
 * counting (README: "Published pages are rendered once per published version"). It expects a
 * reverse proxy in front (the Caddyfile: HTTPS, and custom domains mapped to the domain routes),
 * so visitors are told apart by X-Forwarded-For.
 *
 * Settings: PORT (3000), HOST (all interfaces), BUILD_DIR (dist), PAGE_CACHE_MB (64), and the
 * web server's variables that `scripts/check-env.ts "web server"` checks first (src/lib/env.ts).
 */
import "../local-backend/productionReact";
import { createServer } from "node:http";
import path from "node:path";
import { WebApp } from "../local-backend/webApp";
import { MissingEnvError, webServerConvexUrl, webServerPublicOrigin } from "../src/lib/env";

const DEFAULT_PORT = 3000;

const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}
const host = process.env.HOST || undefined;
const buildDir = path.resolve(process.env.BUILD_DIR || "dist");

let convexUrl: string;
let publicOrigin: string;
try {
  convexUrl = webServerConvexUrl();
  publicOrigin = webServerPublicOrigin();
} catch (error) {
  if (!(error instanceof MissingEnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// CONVEX_SITE_URL (the HTTP actions, for views and messages) is read by the loaders from the
// environment, or derived from a Convex Cloud URL (src/public-page/audience.server.ts).
const webApp = new WebApp(buildDir, { convexUrl, publicOrigin, behindProxy: true });
try {
  await webApp.load();
} catch (error) {
  console.error(`No server build in ${buildDir} (run \`npm run build\` first, or set BUILD_DIR): ${(error as Error).message}`);
  process.exit(1);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  webApp.serve(req, res, url).catch((error: unknown) => {
    console.error(`${req.method} ${req.url} failed: ${(error as Error)?.stack ?? String(error)}`);
    if (!res.headersSent) {
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal server error.");
    } else res.destroy();
  });
});

server.once("error", (error: NodeJS.ErrnoException) => {
  console.error(error.code === "EADDRINUSE" ? `Port ${port} is already in use: choose another with PORT=<port>.` : `Cannot listen: ${error.message}`);
  process.exit(1);
});
server.listen(port, host, () => {
  const address = server.address();
  const bound = typeof address === "object" && address !== null ? address.port : port;
  console.log(`Web server: http://${host ?? "localhost"}:${bound}/portfolio-builder/ (Convex: ${convexUrl})`);
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  void webApp.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
