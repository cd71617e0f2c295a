/**
 * `npm run dev`: the local backend plus Vite's dev server with hot reload. The SPA gets the
 * backend's address through VITE_CONVEX_URL; the backend restarts when convex/ changes
 * (data is saved first, and clients reconnect by themselves).
 */
import { watch } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { APP_BASE } from "../src/lib/basePath";
import { ensureAudienceSecret } from "../local-backend/audienceSecret";
import { prepareDataDir } from "../local-backend/files";
import { spawnBackend, type BackendProcess } from "../local-backend/spawn";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const backendPort = Number(process.env.BACKEND_PORT || 3210);
const dataDir = path.resolve(process.env.DATA_DIR || ".data");

async function startBackend(): Promise<BackendProcess | null> {
  try {
    return await spawnBackend({ dataDir, port: backendPort, sitePort: backendPort + 1, echo: true });
  } catch {
    console.error("The backend did not start (see above). Fix convex/ and save: it restarts on the next change.");
    return null;
  }
}

// One secret for both processes (the backend inherits it): page views and messages from Vite's loaders.
await prepareDataDir(dataDir);
await ensureAudienceSecret(dataDir);
let backend = await startBackend();
if (backend === null) process.exit(1);
process.env.VITE_CONVEX_URL = backend.url;
// Server-rendered pages (published portfolios) read through the same backend.
process.env.CONVEX_URL = backend.url;
process.env.CONVEX_SITE_URL = backend.siteUrl;

const vite = await createServer({ root: ROOT, server: { port: Number(process.env.PORT || 5173), strictPort: true } });
await vite.listen();
const appUrl = vite.resolvedUrls?.local[0] ?? `http://localhost:${vite.config.server.port}${APP_BASE}`;
// Server-rendered pages' absolute addresses (canonical, sitemap) name Vite's address, not the Host a request claims.
process.env.PUBLIC_ORIGIN ||= new URL(appUrl).origin;
console.log(`\n  Open ${appUrl} (hot reload; the backend is ${backend.url})\n`);

let restart: NodeJS.Timeout | undefined;
let restarting = Promise.resolve();
watch(path.join(ROOT, "convex"), { recursive: true }, (_event, file) => {
  clearTimeout(restart);
  restart = setTimeout(() => {
    restarting = restarting.then(async () => {
      console.log(`convex/${file ?? ""} changed: restarting the backend…`);
      await backend?.stop();
      backend = await startBackend();
    });
  }, 200);
});

const stop = async () => {
  await Promise.all([vite.close(), backend?.stop()]);
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
