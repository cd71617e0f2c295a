/**
 * `npm run bench:throughput`: one published page served by the app (the production build on the
 * local backend, as `npm start` serves it) and the same HTML served by Caddy's `file-server`, in
 * one run, by autocannon: requests/s, p50 and p99 for each, with the app's cache warm, cold (the
 * run starts right after a publish), on a custom domain, and by the production web server
 * (`npm run serve`, scripts/serve.ts, against the same backend). The goal: the app at ≥ 50% of the
 * file server's requests/s with p99 ≤ 3× its p99. Static runs come before and after the app's, and
 * their mean is the reference (the machine is shared). Prints the load average too.
 *
 * BENCH_SECONDS (10 by default) and BENCH_CONNECTIONS (32) change the runs.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { api } from "../../convex/_generated/api";
import { ADMIN_KEY_FILE } from "../../local-backend/adminKey";
import { AUDIENCE_SECRET_FILE } from "../../local-backend/audienceSecret";
import { buildAppUnlessCurrent, startApp } from "../lib/app";
import { seedPublished, seedServingDomain, type Backend } from "../lib/seed";
import { freePort } from "../lib/freePort";
import { startWebServer, type RunningWebServer } from "../lib/webServer";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const CADDY = "/usr/bin/caddy";
const DOMAIN = "bench-portfolio.test";

type Figures = { rps: number; p50: number; p99: number; non2xx: number; errors: number; statuses: string };

async function measure(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const statuses = (["1xx", "3xx", "4xx", "5xx"] as const)
    .filter((range) => result[range] > 0)
    .map((range) => `${result[range]} ${range}`)
    .join(", ");
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, statuses };
}

const line = (label: string, f: Figures) =>
  `${label.padEnd(34)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms${f.non2xx + f.errors > 0 ? `   (${f.non2xx} non-2xx${f.statuses ? `: ${f.statuses}` : ""}, ${f.errors} errors)` : ""}`;

/** Caddy's file server on `root`, logging nothing, writing nothing outside a temporary home. */
async function startFileServer(root: string): Promise<{ origin: string; stop(): Promise<void> }> {
  if (!existsSync(CADDY)) throw new Error(`${CADDY} is missing: install Debian's caddy package.`);
  const port = await freePort();
  const home = mkdtempSync(path.join(tmpdir(), "bench-caddy-"));
  const child = spawn(CADDY, ["file-server", "--root", root, "--listen", `127.0.0.1:${port}`], {
    env: { ...process.env, HOME: home, XDG_DATA_HOME: home, XDG_CONFIG_HOME: home },
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if ((await fetch(`${origin}/page.html`).catch(() => null))?.ok) break;
    if (i > 100 || child.exitCode !== null) throw new Error("Caddy's file server did not start.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** A GET's body with this Host header (fetch sends its own). */
function getWithHost(url: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { Host: host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");

if (process.env.E2E_SKIP_BUILD !== "1") await buildAppUnlessCurrent();
const app = await startApp();
const pages = mkdtempSync(path.join(tmpdir(), "bench-static-"));
let files: Awaited<ReturnType<typeof startFileServer>> | null = null;
let web: RunningWebServer | null = null;
try {
  const backend: Backend = { url: app.url, adminKey: readFileSync(path.join(app.dataDir, ADMIN_KEY_FILE), "utf8").trim() };
  const owner = await seedPublished(backend, "minimalist", `throughput-${Date.now()}@example.com`);
  const published = (await owner.client.query(api.portfolios.dashboard, {}))?.published;
  if (!published) throw new Error("the page was not published");
  const pageUrl = `${app.appUrl}${published.path}`;
  // The publish's share image is drawn in the background: measured once the server is quiet.
  for (let i = 0; i < 300; i++) {
    const page = await owner.client.query(api.portfolios.getPublic, { userId: owner.userId });
    if (page.status === "published" && page.shareImageUrl !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const cacheStats = async () =>
    (await (await fetch(`${app.url}/api/page-cache`, { headers: { Authorization: `Convex ${backend.adminKey}` } })).json()) as { hits: number; misses: number };

  // The static twin: the page's HTML exactly as the app sends it.
  const html = await (await fetch(pageUrl)).text();
  writeFileSync(path.join(pages, "page.html"), html);
  files = await startFileServer(pages);
  console.log(`Page: ${pageUrl} (${(Buffer.byteLength(html) / 1024).toFixed(1)} KB), ${CONNECTIONS} connections, ${SECONDS} s a run; load average ${load()}`);

  // Both servers warmed up (connections, JIT) before anything is measured.
  await measure(`${files.origin}/page.html`, {}, 2);
  await measure(pageUrl, {}, 2);
  const staticBefore = await measure(`${files.origin}/page.html`);
  console.log(line("static file (Caddy)", staticBefore));

  // Warm: the page is kept after its first render.
  await fetch(pageUrl);
  await new Promise((resolve) => setTimeout(resolve, 200));
  let before = await cacheStats();
  const warm = await measure(pageUrl);
  let after = await cacheStats();
  console.log(`${line("app, warm", warm)}   cache ${after.hits - before.hits} hits, ${after.misses - before.misses} misses`);

  // Cold: a change that shows on the page (the contact form) just before the run, so it starts
  // with nothing kept; and the first request after such a change alone.
  const toggle = async (enabled: boolean) => {
    await owner.client.mutation(api.audience.setContactForm, { enabled });
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  await toggle(true);
  const firstStarted = performance.now();
  await fetch(pageUrl);
  const firstMs = performance.now() - firstStarted;
  await toggle(false);
  before = await cacheStats();
  const cold = await measure(pageUrl);
  after = await cacheStats();
  console.log(`${line("app, cold (changed just before)", cold)}   cache ${after.hits - before.hits} hits, ${after.misses - before.misses} misses`);
  console.log(`app, first request after a change  ${firstMs.toFixed(1)} ms`);

  // The production web server on the same backend, as a deployment's would run: warm
  // (before the custom domain, to which the platform's address then forwards).
  web = await startWebServer(path.resolve(import.meta.dirname, "../../dist"), {
    CONVEX_URL: app.url,
    CONVEX_SITE_URL: app.siteUrl,
    SITE_URL: app.appUrl,
    AUDIENCE_SECRET: readFileSync(path.join(app.dataDir, AUDIENCE_SECRET_FILE), "utf8").trim(),
  });
  const servedUrl = `${web.appUrl}${published.path}`;
  // Its first render (a new process) and the live answers that let it keep the page, then warm-up.
  await fetch(servedUrl);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await measure(servedUrl, {}, 2);
  const served = await measure(servedUrl);
  console.log(line("npm run serve, warm", served));
  await web.stop();
  web = null;

  // A custom domain: the same page by its Host.
  await seedServingDomain(backend, owner, DOMAIN);
  const domainHtml = await getWithHost(`${app.url}/`, DOMAIN);
  if (!domainHtml.includes(`"${DOMAIN}"`) && !domainHtml.includes(`https://${DOMAIN}/`))
    throw new Error(`the custom domain did not serve the page: ${domainHtml.slice(0, 200)}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  before = await cacheStats();
  const domain = await measure(`${app.url}/`, { Host: DOMAIN });
  after = await cacheStats();
  console.log(`${line(`app, custom domain (${DOMAIN})`, domain)}   cache ${after.hits - before.hits} hits, ${after.misses - before.misses} misses`);

  const staticAfter = await measure(`${files.origin}/page.html`);
  console.log(line("static file (Caddy), again", staticAfter));
  const reference = { rps: (staticBefore.rps + staticAfter.rps) / 2, p99: (staticBefore.p99 + staticAfter.p99) / 2 };
  for (const [label, figures] of [
    ["warm", warm],
    ["cold", cold],
    ["custom domain", domain],
    ["npm run serve", served],
  ] as const) {
    const share = figures.rps / reference.rps;
    const p99 = figures.p99 / Math.max(reference.p99, 1);
    const met = share >= 0.5 && p99 <= 3;
    console.log(
      `${label.padEnd(14)} ${(share * 100).toFixed(0)}% of static req/s, p99 ${p99.toFixed(1)}× static: ${met ? "goal met" : "goal missed"} (≥ 50%, ≤ 3×)`,
    );
  }
  console.log(`Load average at the end: ${load()}`);
} finally {
  await web?.stop();
  await files?.stop();
  await app.stop();
  rmSync(pages, { recursive: true, force: true });
}
