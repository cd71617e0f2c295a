/**
 * `npm run bench:flood [-- --seconds 6 --concurrency 24]`: does a flood slow everyone else? On the
 * local backend as `npm start` runs it (a child process, its own data directory), an innocent
 * client measures a public query (a published page by its address) and a signed-in mutation, one
 * after the other, first idle, then during each kind of flood:
 * - contact-form posts (contact:send, a new sender address each time),
 * - heartbeats (visitor heartbeats on the page with made-up tabs, and a builder's),
 * - sign-ups (new addresses; the limits of lib/rateLimits.ts refuse most),
 * - many sockets × subscriptions (distinct live queries, as many as the backend lets in),
 * - anonymous calls (public queries with made-up addresses over the HTTP API).
 * Prints p50/p95 of each innocent request per phase and its ratio to idle (goal: ≤ 2×), and how
 * many flood requests went through, were refused or failed.
 * The innocent client connects from 127.0.0.1 and each flood from its own loopback address
 * (127.0.0.2, …; Linux routes all of 127/8 to loopback), so the backend's per-address fairness
 * (README "Fairness") is what is measured, as it would be between two people's machines.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import { ADMIN_KEY_FILE } from "../../local-backend/adminKey";
import { spawnBackend } from "../../local-backend/spawn";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { adminRun, SEED_PASSWORD, seedUser } from "../lib/seed";
import { fetchFrom, webSocketFrom } from "./lib/loopback";
import { goalLine, option, percentile } from "./lib/stats";

const seconds = option("seconds", 6);
const concurrency = option("concurrency", 24);
const RATIO_GOAL = 2;

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-flood-"));
// LOG_LEVEL stays unset: the presence component (batch-worker) reads the same variable and
// refuses a lowercase level ("Invalid log level: info"), failing every heartbeat.
const backend = await spawnBackend({ dataDir });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = () => Math.random().toString(36).slice(2, 12);

type Tally = { ok: number; refused: number; failed: number; firstFailure?: string };
type Flood = { name: string; start(tally: Tally): Promise<() => Promise<void>> };
/** Each flood's own address; the innocent client stays on 127.0.0.1. */
const floodAddress = (index: number) => `127.0.0.${index + 2}`;

/** `concurrency` loops calling `call` until stopped; each outcome is counted (a ConvexError is a refusal). */
function loops(call: () => Promise<unknown>) {
  return async (tally: Tally) => {
    let running = true;
    const one = async () => {
      while (running) {
        try {
          await call();
          tally.ok++;
        } catch (error) {
          if ((error as { data?: unknown }).data !== undefined) tally.refused++;
          else {
            tally.failed++;
            tally.firstFailure ??= (error as Error).message.slice(0, 300);
          }
        }
      }
    };
    const all = Array.from({ length: concurrency }, one);
    return async () => {
      running = false;
      await Promise.all(all);
    };
  };
}

try {
  const admin = { url: backend.url, adminKey: readFileSync(path.join(dataDir, ADMIN_KEY_FILE), "utf8").trim() };
  // A first call may meet the backend still warming up (its 1 s time limit): one more try.
  const signUp = (email: string) => seedUser(admin, email).catch(async () => (await sleep(1000), seedUser(admin, email)));
  const owner = await signUp("owner@example.com");
  const { path: pagePath } = await owner.client.mutation(api.portfolios.publish, {
    templateId: "minimalist",
    formData: { ...sampleFormData, name: "Flood Bench" },
  });
  const slug = pagePath.replace(/^\/p\//, "");
  const flooder = await signUp("flooder@example.com");
  await adminRun(admin, "users:setPlan", { email: flooder.email, plan: "pro" });
  const anonymous = new ConvexHttpClient(backend.url);
  // The flood's own callers, one address per flood; skipQueue: a client's mutations otherwise wait for each other.
  const strangerFrom = (index: number) => new ConvexHttpClient(backend.url, { fetch: fetchFrom(floodAddress(index)) });
  const now = { skipQueue: true };
  /** The flooding builder, signed in from the heartbeat flood's address. */
  const signedInFrom = async (index: number) => {
    const client = strangerFrom(index);
    const { tokens } = await client.action(api.auth.signIn, {
      provider: "password",
      params: { email: flooder.email, password: SEED_PASSWORD, flow: "signIn" },
    });
    if (!tokens?.token) throw new Error("the flooder's sign-in returned no token");
    client.setAuth(tokens.token);
    return client;
  };

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

  async function measure(): Promise<{ query: number[]; mutation: number[] }> {
    const query: number[] = [];
    const mutation: number[] = [];
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      const [q, m] = await sample();
      query.push(q);
      mutation.push(m);
      await sleep(50);
    }
    return { query, mutation };
  }

  const floods: Flood[] = [
    {
      name: "contact-form posts",
      start: (tally) => {
        const stranger = strangerFrom(0);
        return loops(() => stranger.mutation(api.contact.send, { name: "Flood", email: `${random()}@example.com`, phno: "5550100", message: "Hello" }, now))(
          tally,
        );
      },
    },
    {
      name: "heartbeats",
      start: async (tally) => {
        const stranger = strangerFrom(1);
        const builder = await signedInFrom(1);
        return await loops(async () => {
          await stranger.mutation(api.audience.heartbeat, { key: { slug }, token: `tab${random()}${random()}` }, now);
          await builder.mutation(api.presence.heartbeat, { session: "flood-builder-session", at: { section: "about" } }, now);
        })(tally);
      },
    },
    {
      name: "sign-ups",
      start: (tally) => {
        const stranger = strangerFrom(2);
        return loops(() =>
          stranger.action(api.auth.signIn, {
            provider: "password",
            params: { email: `new.${random()}@example.com`, password: "correct horse 42", flow: "signUp" },
          }),
        )(tally);
      },
    },
    {
      name: "sockets × subscriptions",
      start: async (tally) => {
        const clients: ConvexClient[] = [];
        const webSocketConstructor = webSocketFrom(floodAddress(3));
        // 80 sockets (more than one address may open) × 256 distinct live queries (a socket's most).
        for (let s = 0; s < 80; s++) {
          const client = new ConvexClient(backend.url, { logger: false, webSocketConstructor });
          clients.push(client);
          for (let q = 0; q < 256; q++) {
            client.onUpdate(
              api.portfolios.getPublicBySlug,
              { slug: `flood-${s}-${q}-${random()}` },
              () => tally.ok++,
              () => tally.refused++,
            );
          }
        }
        return async () => {
          await Promise.all(clients.map((client) => client.close()));
        };
      },
    },
    {
      name: "anonymous calls",
      start: (tally) => {
        const stranger = strangerFrom(4);
        return loops(() => stranger.query(api.portfolios.getPublicBySlug, { slug: `nobody-${random()}` }))(tally);
      },
    },
  ];

  // A warm-up, then idle: the reference for every ratio.
  await measure();
  const idle = await measure();
  const idleQuery = percentile(idle.query, 50);
  const idleMutation = percentile(idle.mutation, 50);
  console.log(
    `idle: public query p50 ${idleQuery.toFixed(1)} ms p95 ${percentile(idle.query, 95).toFixed(1)} ms; ` +
      `signed-in mutation p50 ${idleMutation.toFixed(1)} ms p95 ${percentile(idle.mutation, 95).toFixed(1)} ms (${idle.query.length} samples)`,
  );
  for (const flood of floods) {
    const tally: Tally = { ok: 0, refused: 0, failed: 0 };
    const stop = await flood.start(tally);
    await sleep(1000);
    const during = await measure();
    await stop();
    const q50 = percentile(during.query, 50);
    const m50 = percentile(during.mutation, 50);
    console.log(
      `${flood.name}: public query p50 ${q50.toFixed(1)} ms p95 ${percentile(during.query, 95).toFixed(1)} ms; ` +
        `signed-in mutation p50 ${m50.toFixed(1)} ms p95 ${percentile(during.mutation, 95).toFixed(1)} ms ` +
        `(${during.query.length} samples; flood: ${tally.ok} through, ${tally.refused} refused, ${tally.failed} failed)`,
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
    goalLine(`  ${flood.name}: query p50 ratio to idle`, q50 / idleQuery, "×", RATIO_GOAL, p95Ratio(during.query, idle.query), 2);
    goalLine(`  ${flood.name}: mutation p50 ratio to idle`, m50 / idleMutation, "×", RATIO_GOAL, p95Ratio(during.mutation, idle.mutation), 2);
    await sleep(1000);
  }
} catch (error) {
  console.error(backend.output().slice(-3000));
  throw error;
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
