/**
 * `npm run bench:views`: one published page gets 200 views a second for 30 s, each a
 * new visitor, through the web server's own counting code (src/public-page/audience.server.ts: bot
 * check, visitor hash, batches to the secret-checked HTTP action), while its owner keeps saving
 * the draft and watches the dashboard's live view count.
 * Prints one line per figure with its goal. Only 127.0.0.1; stops by itself.
 *
 *   npm run bench:views -- [--rate 200] [--seconds 30]
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { ADMIN_KEY_FILE } from "../../local-backend/adminKey";
import { spawnBackend } from "../../local-backend/spawn";
import { countView } from "../../src/public-page/audience.server";
import { adminRun, SEED_PASSWORD } from "../lib/seed";
import { goalLine as line, option, percentile } from "./lib/stats";
import { APP_BASENAME } from "../../src/lib/basePath";

const GOALS = { lost: 0, errors: 0, saveP99Ms: 50, liveLagMs: 2000 };
/** The owner's editor saves about four times a second while they type. */
const SAVE_PAUSE_MS = 250;
/** Views go out in small bursts this often (200/s = 10 every 50 ms). */
const TICK_MS = 50;
/** Seconds of saving before the views start: the same saves on the same machine, without the load. */
const BASELINE_SECONDS = 10;

const portfolio = (note: string): PortfolioFormData => ({
  ...emptyFormData(),
  name: "Bench Owner",
  role: "Engineer",
  about: `Saving while visitors arrive. ${note}`.repeat(4),
});

async function main() {
  const rate = option("rate", 200);
  const seconds = option("seconds", 30);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-views-"));
  const secret = randomBytes(32).toString("hex");
  // The web server's side of it runs in this process and shares the secret.
  process.env.AUDIENCE_SECRET = secret;
  const backend = await spawnBackend({ dataDir, env: { LOG_LEVEL: "info", AUDIENCE_SECRET: secret, REQUESTS_PER_SECOND_PER_ADDRESS: "off" } });
  try {
    const adminKey = readFileSync(path.join(dataDir, ADMIN_KEY_FILE), "utf8").trim();
    const email = "owner@example.com";
    const signUp = await new ConvexHttpClient(backend.url).action(api.auth.signIn, {
      provider: "password",
      params: { email, password: SEED_PASSWORD, flow: "signUp" },
    });
    const token = signUp.tokens!.token;
    // Pro: the dashboard query then also reads the 30-day chart and the referrers, the heavier case.
    await adminRun({ url: backend.url, adminKey }, "users:setPlan", { email, plan: "pro" });
    const owner = new ConvexClient(backend.url, { logger: false });
    owner.setAuth(async () => token);
    const { path: pagePath } = await owner.mutation(api.portfolios.publish, { templateId: "minimalist", formData: portfolio("") });
    const key = { slug: pagePath.replace(/^\/p\//, "") };

    // The owner's dashboard: every live update of the total, with when it arrived.
    const dashboard = new ConvexClient(backend.url, { logger: false });
    dashboard.setAuth(async () => token);
    const shown: { at: number; total: number }[] = [];
    await new Promise<void>((ready) =>
      dashboard.onUpdate(api.audience.summary, {}, (summary) => {
        if (summary) shown.push({ at: performance.now(), total: summary.totalViews });
        ready();
      }),
    );

    // The owner keeps saving: first alone (the machine's own figure, side by side), then under the views.
    let saveErrors = 0;
    let revision = (await owner.query(api.drafts.get, {}))?.revision ?? 0;
    const saveUntil = async (until: number, saves: number[]) => {
      for (let n = 0; performance.now() < until; n++) {
        const t0 = performance.now();
        try {
          revision = (await owner.mutation(api.drafts.save, { templateId: "minimalist", formData: portfolio(`#${n}`), baseRevision: revision })).revision;
          saves.push(performance.now() - t0);
        } catch {
          saveErrors++;
        }
        await new Promise((resolve) => setTimeout(resolve, SAVE_PAUSE_MS));
      }
    };
    const quietSaves: number[] = [];
    await saveUntil(performance.now() + BASELINE_SECONDS * 1000, quietSaves);
    const deadline = performance.now() + seconds * 1000;
    const saves: number[] = [];
    const saving = saveUntil(deadline, saves);

    // Visitors: `rate` a second, each new (a fresh visitor hash), as the page's loader sends them.
    const made: { at: number; total: number }[] = [];
    let sent = 0;
    let counted = 0;
    const failures: string[] = [];
    const inFlight = new Set<Promise<void>>();
    // The web server reports a batch it could not hand over (write conflicts included) as a warning.
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void failures.push(args.map(String).join(" "));
    const pageUrl = `${backend.url}${APP_BASENAME}${pagePath}`;
    const agent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    const viewOnce = async (n: number) => {
      // A new visitor: their own address (as the server socket would see it).
      const request = new Request(pageUrl, { headers: { "User-Agent": agent, ...(n % 3 === 0 ? { Referer: "https://news.example.org/item" } : {}) } });
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      // The truth: a view exists from the moment the page is asked for.
      made.push({ at: performance.now(), total: made.length + 1 });
      try {
        await countView(request, { convexSiteUrl: backend.siteUrl, clientAddress: address }, key);
        counted++;
      } catch (error) {
        failures.push((error as Error).message);
      }
    };
    const started = performance.now();
    await new Promise<void>((done) => {
      const timer = setInterval(() => {
        const due = Math.min(rate * seconds, Math.floor(((performance.now() - started) / 1000) * rate));
        while (sent < due) {
          const request = viewOnce(sent++);
          inFlight.add(request);
          void request.finally(() => inFlight.delete(request));
        }
        if (performance.now() >= deadline) {
          clearInterval(timer);
          done();
        }
      }, TICK_MS);
    });
    await Promise.all([...inFlight, saving]);
    console.warn = warn;
    // The dashboard has up to the live-lag goal to catch up with the last view.
    const settleUntil = performance.now() + GOALS.liveLagMs + 1000;
    while (performance.now() < settleUntil && (shown.at(-1)?.total ?? 0) < counted) await new Promise((resolve) => setTimeout(resolve, 50));
    const finalTotal = (await owner.query(api.audience.summary, {}))?.totalViews ?? 0;

    // How long after a page was asked for the dashboard showed a total that includes it.
    const lags: number[] = [];
    let j = 0;
    for (const view of made) {
      while (j < shown.length && shown[j].total < view.total) j++;
      lags.push(j < shown.length ? Math.max(0, shown[j].at - view.at) : Infinity);
    }
    await Promise.all([owner.close(), dashboard.close()]);

    const elapsed = (performance.now() - started) / 1000;
    const conflicts = failures.filter((f) => /conflict|OptimisticConcurrency/i.test(f)).length;
    console.log(
      `load: ${sent} views in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)}/s, each a new visitor) on one page while its owner saved ${saves.length} times; dashboard updates received: ${shown.length}`,
    );
    line(
      "lost counts (views sent − dashboard total)",
      sent - finalTotal,
      "",
      GOALS.lost,
      `; ${counted} handed over by the web server, dashboard total ${finalTotal}`,
    );
    line(
      "failed view batches (write conflicts included)",
      failures.length,
      "",
      GOALS.errors,
      `; write conflicts ${conflicts}${failures.length ? `; first: ${failures[0]}` : ""}`,
    );
    line("owner's save p99", percentile(saves, 99), "ms", GOALS.saveP99Ms, `, p50 ${percentile(saves, 50).toFixed(1)} ms, ${saveErrors} failed saves`);
    console.log(
      `owner's save without the views (first ${BASELINE_SECONDS} s, same run): p99 ${percentile(quietSaves, 99).toFixed(1)} ms, p50 ${percentile(quietSaves, 50).toFixed(1)} ms; machine load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
    );
    line(
      "dashboard live count behind the truth (max)",
      Math.max(...lags),
      "ms",
      GOALS.liveLagMs,
      `, p99 ${percentile(lags, 99).toFixed(0)} ms, p50 ${percentile(lags, 50).toFixed(0)} ms`,
    );
  } finally {
    await backend.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
