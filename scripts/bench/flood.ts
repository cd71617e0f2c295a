/**
 * `npm run bench:flood [-- --seconds 6 --concurrency 24 --period 150]`: does a flood slow everyone else? On the
 * local backend as `npm start` runs it (a child process, its own data directory), an innocent
 * client measures a public query (a published page by its address) and a signed-in mutation, one
 * after the other, on a fixed clock (a sample every 150 ms, the same in every phase), first idle,
 * then during each kind of flood, then idle again:
 * - contact-form posts (contact:send, a new sender address each time),
 * - heartbeats (visitor heartbeats on the page with made-up tabs, and a builder's),
 * - sign-ups (new addresses; the limits of lib/rateLimits.ts refuse most),
 * - many sockets × subscriptions (distinct live queries, as many as the backend lets in),
 * - anonymous calls (public queries with made-up addresses over the HTTP API).
 * Prints p50/p95 of each innocent request per phase and its ratio to idle (goal: ≤ 2×), and how
 * many flood requests went through, were refused or failed.
 * The innocent client connects from 127.0.0.1 and each flood from its own loopback address
 * (127.0.0.2, …; Linux routes all of 127/8 to loopback), so the backend's per-address fairness
 * (README "Fairness") is what is measured, as it would be between two people's machines. Each
 * flood runs in its own process (floodWorker.ts): the flooder's client work never holds up the
 * measuring client's event loop, as an attacker on another machine would not. The machine is
 * shared, so absolute figures vary: compare idle and flood in the same run (the load average is
 * printed before and after, and the 1-minute figure with every phase).
 */
import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import { ADMIN_KEY_FILE } from "../../local-backend/adminKey";
import { spawnBackend } from "../../local-backend/spawn";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { adminRun, SEED_PASSWORD, seedUser } from "../lib/seed";
import { FLOOD_KINDS, type FloodOrder, type Tally } from "./floodWorker";
import { goalLine, option, percentile } from "./lib/stats";

const seconds = option("seconds", 6);
const concurrency = option("concurrency", 24);
/** The innocent's clock: a sample (a query and a mutation) every `period` ms. */
const period = option("period", 150);
const RATIO_GOAL = 2;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-flood-"));
// LOG_LEVEL stays unset: the presence component (batch-worker) reads the same variable and
// refuses a lowercase level ("Invalid log level: info"), failing every heartbeat.
const backend = await spawnBackend({ dataDir });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const load1 = () => loadavg()[0].toFixed(2);
/** Each flood's own address; the innocent client stays on 127.0.0.1. */
const floodAddress = (index: number) => `127.0.0.${index + 2}`;

/** Starts a flood in a child process; resolves once it floods, to a function that stops it and returns its tally. */
async function startFlood(order: FloodOrder): Promise<() => Promise<Tally>> {
  const child = fork(path.join(import.meta.dirname, "floodWorker.ts"), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const answers: unknown[] = [];
  const waiting: ((answer: unknown) => void)[] = [];
  child.on("message", (answer) => (waiting.length > 0 ? waiting.shift()!(answer) : answers.push(answer)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const next = () =>
    Promise.race([
      new Promise<unknown>((resolve) => (answers.length > 0 ? resolve(answers.shift()) : waiting.push(resolve))),
      exited.then(() => ({ error: "the flood process exited" })),
    ]);
  child.send(order);
  const started = await next();
  if (started !== "started") throw new Error(`${order.kind} did not start: ${(started as { error?: string }).error}`);
  return async () => {
    child.send("stop");
    const answer = (await next()) as { tally?: Tally; error?: string };
    await exited;
    if (answer.tally === undefined) throw new Error(`${order.kind} did not stop cleanly: ${answer.error}`);
    return answer.tally;
  };
}

try {
  console.log(`load average before: ${load()}`);
  const admin = { url: backend.url, adminKey: readFileSync(path.join(dataDir, ADMIN_KEY_FILE), "utf8").trim() };
  // A first call may meet the backend still warming up (its 1 s time limit, longer on a loaded machine): a few more tries.
  const signUp = async (email: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await seedUser(admin, email);
      } catch (error) {
        if (attempt >= 4) throw error;
        await sleep(1000 * attempt);
      }
    }
  };
  const owner = await signUp("owner@example.com");
  const { path: pagePath } = await owner.client.mutation(api.portfolios.publish, {
    templateId: "minimalist",
    formData: { ...sampleFormData, name: "Flood Bench" },
  });
  const slug = pagePath.replace(/^\/p\//, "");
  const flooder = await signUp("flooder@example.com");
  await adminRun(admin, "users:setPlan", { email: flooder.email, plan: "pro" });
  const anonymous = new ConvexHttpClient(backend.url);

  /** One innocent sample: the public query, then the signed-in mutation (ms each). */
  async function sample(): Promise<[number, number]> {
    const t0 = performance.now();
    const page = await anonymous.query(api.portfolios.getPublicBySlug, { slug });
    const t1 = performance.now();
    await owner.client.mutation(api.users.ensureProfile, {});
    const t2 = performance.now();
    if (page.status !== "published") throw new Error(`the bench page answered ${page.status}`);
    return [t1 - t0, t2 - t1];
  }

  /**
   * Samples on a fixed clock, one every `period` ms, in every phase: the innocent asks as often
   * during a flood as when idle (a pause after each sample would ask less often when answers are
   * slow), and at 2 requests a sample it stays within its own per-address budget, as a person's
   * client does. A sample that overruns its slot starts the next at once; missed slots are skipped.
   */
  async function measure(): Promise<{ query: number[]; mutation: number[] }> {
    const query: number[] = [];
    const mutation: number[] = [];
    const start = performance.now();
    const end = start + seconds * 1000;
    for (let slot = 0; performance.now() < end;) {
      const [q, m] = await sample();
      query.push(q);
      mutation.push(m);
      slot = Math.max(slot + 1, Math.ceil((performance.now() - start) / period));
      await sleep(start + slot * period - performance.now());
    }
    return { query, mutation };
  }
  const summary = (phase: { query: number[]; mutation: number[] }) =>
    `public query p50 ${percentile(phase.query, 50).toFixed(1)} ms p95 ${percentile(phase.query, 95).toFixed(1)} ms; ` +
    `signed-in mutation p50 ${percentile(phase.mutation, 50).toFixed(1)} ms p95 ${percentile(phase.mutation, 95).toFixed(1)} ms (${phase.query.length} samples, load ${load1()})`;

  // A warm-up, then idle: the reference for every ratio.
  await measure();
  const idle = await measure();
  const idleQuery = percentile(idle.query, 50);
  const idleMutation = percentile(idle.mutation, 50);
  console.log(`idle (a sample every ${period} ms, ${((2 * 1000) / period).toFixed(1)} requests a second): ${summary(idle)}`);
  for (const [index, kind] of FLOOD_KINDS.entries()) {
    const stop = await startFlood({
      kind,
      url: backend.url,
      slug,
      address: floodAddress(index),
      concurrency,
      builder: { email: flooder.email, password: SEED_PASSWORD },
    });
    const floodStarted = performance.now();
    await sleep(1000);
    const during = await measure();
    const tally = await stop();
    const floodSeconds = (performance.now() - floodStarted) / 1000;
    const q50 = percentile(during.query, 50);
    const m50 = percentile(during.mutation, 50);
    const answered = tally.ok + tally.refused + tally.failed;
    console.log(
      `${kind}: ${summary(during)}; flood: ${tally.ok} through, ${tally.refused} refused, ${tally.failed} failed, ${(answered / floodSeconds).toFixed(0)} answers/s`,
    );
    const p95Ratio = (during: number[], idleSamples: number[]) => `; p95 ratio ${(percentile(during, 95) / percentile(idleSamples, 95)).toFixed(2)} ×`;
    if (tally.firstFailure !== undefined) {
      // A "Server Error" names a request id; the backend's log has the reason.
      const requestId = /Request ID: (\w+)/.exec(tally.firstFailure)?.[1];
      const reason =
        requestId === undefined
          ? undefined
          : backend
              .output()
              .split("\n")
              .find((line) => line.includes(requestId));
      console.log(`  first failure: ${(reason ?? tally.firstFailure).slice(0, 400)}`);
    }
    goalLine(`  ${kind}: query p50 ratio to idle`, q50 / idleQuery, "×", RATIO_GOAL, p95Ratio(during.query, idle.query), 2);
    goalLine(`  ${kind}: mutation p50 ratio to idle`, m50 / idleMutation, "×", RATIO_GOAL, p95Ratio(during.mutation, idle.mutation), 2);
    await sleep(1000);
  }
  // Idle again: had the machine's load changed during the run, the two idle figures would differ.
  console.log(`idle again: ${summary(await measure())}`);
  console.log(`load average after: ${load()}`);
} catch (error) {
  console.error(backend.output().slice(-3000));
  throw error;
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
