/**
 * Scale benchmark of the embedded backend: a database of 10,000 users (account,
 * session, draft, published portfolio, one uploaded image each) written through the backend's
 * own commit path (engine → log → snapshot), then the backend started on it as its own process,
 * 50 subscribers and 20 writers for 60 seconds, and a reader of public pages alongside; then
 * rounds of all writers saving at once (the worst case, reported without a goal).
 * Prints one line per figure with its goal. Only 127.0.0.1; stops by itself.
 *
 *   npm run bench:scale -- [--users 10000] [--seconds 60] [--profile <dir>]
 *
 * `--profile <dir>` writes the backend's CPU profile (node --cpu-prof) into <dir>.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { ConvexClient } from "convex/browser";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import { importPKCS8, SignJWT } from "jose";
import { api } from "../../convex/_generated/api";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { Engine } from "../../local-backend/convexTestAdapter";
import { prepareDataDir } from "../../local-backend/files";
import { ConvexModules } from "../../local-backend/modules";
import { Persistence } from "../../local-backend/persistence";
import { spawnBackend } from "../../local-backend/spawn";
import { FileStorage } from "../../local-backend/storage";
import { goalLine as line, option, percentile } from "./lib/stats";
import { freePort } from "../lib/freePort";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const GOALS = { startupMs: 5000, rssMb: 400, saveP99Ms: 50, deliveryP99Ms: 100, publicP50Ms: 2 };
const SUBSCRIBERS = 50;
const WRITERS = 20;
/** Each writer saves about twice a second, like a debounced editor while typing. */
const WRITER_PAUSE_MS = 500;
const USERS_PER_TRANSACTION = 100;
/** Rounds of all writers saving at the same instant, after the timed run. */
const BURSTS = 10;

/** A portfolio of ordinary size (about 1.5 KB of text). */
function formData(i: number, image: string | null, note = ""): PortfolioFormData {
  return {
    ...emptyFormData(),
    name: `User ${i}${note}`,
    role: "Engineer",
    bio: "Builds things for the web and writes about it. ".repeat(4),
    image: image as PortfolioFormData["image"],
    about: "I like clear code, fast pages and good coffee. ".repeat(12),
    skills: ["TypeScript", "React", "Convex"].map((name, k) => ({ name, percentage: 60 + k * 10 })),
    experience: [{ title: "Developer", company: "Example Co", duration: "2020–2024", description: "Shipped features. ".repeat(8) }],
    contact: { phone: "", email: `user${i}@example.com`, address: "" },
  };
}

/** Writes the users through an engine and its persistence, as the running backend would, then compacts. */
async function seed(dataDir: string, siteUrl: string, users: number): Promise<{ userId: string; sessionId: string }[]> {
  process.env.CONVEX_SITE_URL = siteUrl;
  await prepareDataDir(dataDir);
  const modules = new ConvexModules(path.join(ROOT, "convex"));
  const schema = (await modules.load("schema"))?.default as SchemaDefinition<GenericSchema, boolean>;
  const engine = await Engine.create(schema, modules.map);
  const storage = new FileStorage(engine, "http://127.0.0.1", path.join(dataDir, "files"));
  engine.setFileHooks(storage.hooks());
  const persistence = new Persistence(dataDir, engine, (id) => storage.forget(id));
  await persistence.restore();
  engine.onCommit((commit) => persistence.append(commit));
  const image = readFileSync(path.join(ROOT, "public", "sample", "profile.webp")); // 12 KB
  const accounts: { userId: string; sessionId: string }[] = [];
  for (let start = 0; start < users; start += USERS_PER_TRANSACTION) {
    const batch = await engine.runInTransaction(async (ctx) => {
      const made: { userId: string; sessionId: string }[] = [];
      for (let i = start; i < Math.min(users, start + USERS_PER_TRANSACTION); i++) {
        const now = Date.now();
        const userId = await ctx.db.insert("users", { email: `user${i}@example.com`, name: `User ${i}`, plan: "free" });
        await ctx.db.insert("authAccounts", {
          userId,
          provider: "password",
          providerAccountId: `user${i}@example.com`,
          secret: "0".repeat(32) + ":" + "f".repeat(128),
        });
        const sessionId = await ctx.db.insert("authSessions", { userId, expirationTime: now + 30 * 86_400_000 });
        const storageId = await ctx.storage.store(new Blob([image], { type: "image/webp" }));
        await ctx.db.insert("uploads", { userId, storageId, contentType: "image/webp", size: image.length, createdAt: now });
        const data = formData(i, storageId);
        await ctx.db.insert("drafts", { userId, templateId: "minimalist", formData: data, revision: 1, updatedAt: now });
        await ctx.db.insert("portfolios", {
          userId,
          isPublished: true,
          selectedTemplate: "minimalist",
          portfolioData: data,
          publishedAt: new Date(now).toISOString(),
        });
        await ctx.db.insert("pageFacts", { userId, published: true });
        made.push({ userId, sessionId });
      }
      return made;
    });
    accounts.push(...(batch as { userId: string; sessionId: string }[]));
  }
  await persistence.saved();
  await persistence.compact();
  await persistence.close();
  return accounts;
}

/** What a role's thread sends back: delivery times (subscribers), or save and burst times (writers), in ms. */
type Samples = number[] | { saves: number[]; bursts: number[] };

type Role = { role: "subscribers" | "writers"; url: string; tokens: string[]; seconds: number };

/** Runs a role in a worker thread; `done` resolves with its samples (ms). */
function startRole(role: Role) {
  // Workers do not inherit tsx's loader: register it, then load this file.
  const tsx = pathToFileURL(path.join(ROOT, "node_modules", "tsx", "dist", "esm", "api", "index.mjs")).href;
  const entry = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(import.meta.url)});`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(entry)}`), { workerData: role });
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  const done = new Promise<Samples>((resolve, reject) => {
    worker.on("message", (message: "ready" | Samples) => (message === "ready" ? ready() : resolve(message)));
    worker.on("error", reject);
  });
  return { worker, ready: readyPromise, done };
}

/** Subscribers: each watches one writer's draft and records how long each save took to arrive. */
async function subscribe({ url, tokens }: Role) {
  const deliveries: number[] = [];
  const clients = tokens.map((token) => {
    const client = new ConvexClient(url, { logger: false });
    client.setAuth(async () => token);
    return client;
  });
  await Promise.all(
    clients.map(
      (client) =>
        new Promise<void>((ready) => {
          client.onUpdate(api.drafts.get, {}, (value) => {
            ready();
            const sent = Number(/@(\d+(\.\d+)?)$/.exec(value?.formData.name ?? "")?.[1]);
            if (Number.isFinite(sent)) deliveries.push(performance.timeOrigin + performance.now() - sent);
          });
        }),
    ),
  );
  parentPort!.postMessage("ready");
  await new Promise((resolve) => parentPort!.once("message", resolve));
  await Promise.all(clients.map((client) => client.close()));
  parentPort!.postMessage(deliveries);
}

/**
 * Writers: each saves its own draft about twice a second, the send time in the name. Each starts
 * at a random moment and pauses 400–600 ms, as independent people do; with one fixed pause all
 * 20 stayed in lock-step and every save arrived in the same millisecond as 19 others. That worst
 * case is measured on its own afterwards: BURSTS rounds of all 20 saving at once.
 */
async function write({ url, tokens, seconds }: Role) {
  const saves: number[] = [];
  const bursts: number[] = [];
  const clients = tokens.map((token) => {
    const client = new ConvexClient(url, { logger: false });
    client.setAuth(async () => token);
    return client;
  });
  const revisions = tokens.map(() => 1);
  const save = async (w: number) => {
    const sentAt = performance.timeOrigin + performance.now();
    revisions[w] = (
      await clients[w].mutation(api.drafts.save, { templateId: "minimalist", formData: formData(w, null, ` @${sentAt}`), baseRevision: revisions[w] })
    ).revision;
  };
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  parentPort!.postMessage("ready");
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (_, w) => {
      await pause(Math.random() * WRITER_PAUSE_MS);
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await save(w);
        saves.push(performance.now() - t0);
        await pause(WRITER_PAUSE_MS * (0.8 + 0.4 * Math.random()));
      }
    }),
  );
  for (let round = 0; round < BURSTS; round++) {
    await pause(WRITER_PAUSE_MS);
    const t0 = performance.now();
    await Promise.all(clients.map((_, w) => save(w)));
    bursts.push(performance.now() - t0);
  }
  await Promise.all(clients.map((client) => client.close()));
  parentPort!.postMessage({ saves, bursts });
}

/**
 * One request over a kept-alive connection (POST when there is a body): node:http rather than
 * fetch, whose own per-request work (about 0.5 ms here) would be counted as the backend's.
 */
function httpText(agent: Agent, url: string, body?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) };
    const req = request(url, { agent, method: body === undefined ? "GET" : "POST", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function main() {
  const users = option("users", 10_000);
  const seconds = option("seconds", 60);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-scale-"));
  const [port, sitePort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  try {
    let started = performance.now();
    const accounts = await seed(dataDir, siteUrl, users);
    console.log(
      `seed: ${users} users (account, session, draft, published portfolio, one image) written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    started = performance.now();
    const profileDir = process.argv.includes("--profile") ? process.argv[process.argv.indexOf("--profile") + 1] : undefined;
    const nodeArgs = profileDir === undefined ? [] : ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`];
    const backend = await spawnBackend({
      dataDir,
      port,
      sitePort,
      nodeArgs,
      env: { LOG_LEVEL: "info", ANONYMOUS_CALLS_PER_MINUTE: "off", REQUESTS_PER_SECOND_PER_ADDRESS: "off" },
    });
    const startupMs = performance.now() - started;
    try {
      const keys = JSON.parse(readFileSync(path.join(dataDir, "auth-keys.json"), "utf8")) as { JWT_PRIVATE_KEY: string };
      const privateKey = await importPKCS8(keys.JWT_PRIVATE_KEY.replace(/ (?!PRIVATE|KEY)/g, "\n"), "RS256");
      // Tokens as Convex Auth issues them (subject "user|session"), signed with the backend's key.
      const tokenFor = (account: { userId: string; sessionId: string }) =>
        new SignJWT({})
          .setProtectedHeader({ alg: "RS256" })
          .setSubject(`${account.userId}|${account.sessionId}`)
          .setIssuer(siteUrl)
          .setAudience("convex")
          .setIssuedAt()
          .setExpirationTime("2h")
          .sign(privateKey);

      let peakRssMb = 0;
      const sampleRss = () => {
        const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${backend.pid}/status`, "utf8"));
        if (match) peakRssMb = Math.max(peakRssMb, Number(match[1]) / 1024);
      };
      sampleRss();
      const rssTimer = setInterval(sampleRss, 500);

      const writerTokens = await Promise.all(accounts.slice(0, WRITERS).map(tokenFor));
      // Subscribers and writers each get their own thread, so one side's work does not delay the
      // other's measurements (the backend is a separate process either way).
      const subscribers = startRole({
        role: "subscribers",
        url: backend.url,
        tokens: Array.from({ length: SUBSCRIBERS }, (_, i) => writerTokens[i % WRITERS]),
        seconds,
      });
      await subscribers.ready;
      const writers = startRole({ role: "writers", url: backend.url, tokens: writerTokens, seconds });
      await writers.ready;

      const publicReads: number[] = [];
      // The same trip with no function behind it (a 404), paced the same way: the floor this
      // machine sets for any HTTP request that arrives after a few idle milliseconds.
      const emptyTrips: number[] = [];
      const deadline = performance.now() + seconds * 1000;
      const reading = (async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        while (performance.now() < deadline) {
          const account = accounts[Math.floor(Math.random() * accounts.length)];
          let t0 = performance.now();
          const body = JSON.stringify({ path: "portfolios:getPublic", args: { userId: account.userId }, format: "json" });
          const answer = JSON.parse(await httpText(agent, `${backend.url}/api/query`, body)) as { value?: { status?: string } };
          publicReads.push(performance.now() - t0);
          if (answer.value?.status !== "published") throw new Error(`public page of ${account.userId}: ${JSON.stringify(answer).slice(0, 200)}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
          t0 = performance.now();
          await httpText(agent, `${backend.url}/api/none`);
          emptyTrips.push(performance.now() - t0);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        agent.destroy();
      })();
      // The disk's own flush time, side by side: a save is acknowledged only after an fdatasync,
      // so on a shared machine the disk sets the floor of the save latency.
      const flushes: number[] = [];
      const probing = (async () => {
        const probe = await open(path.join(dataDir, "flush-probe"), "a");
        while (performance.now() < deadline) {
          await probe.write(Buffer.alloc(2048, 1));
          const t0 = performance.now();
          await probe.datasync();
          flushes.push(performance.now() - t0);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await probe.close();
      })();
      const [written] = await Promise.all([writers.done, reading, probing]);
      const { saves, bursts } = written as { saves: number[]; bursts: number[] };
      await new Promise((resolve) => setTimeout(resolve, 500)); // the last updates arrive
      subscribers.worker.postMessage("stop");
      const deliveries = (await subscribers.done) as number[];
      clearInterval(rssTimer);
      sampleRss();

      console.log(
        `load: ${users} users; ${SUBSCRIBERS} subscribers and ${WRITERS} writers (each in its own thread) for ${seconds} s; ${saves.length} saves, ${deliveries.length} deliveries, ${publicReads.length} public page reads`,
      );
      line("startup (restore + load + listen)", startupMs, "ms", GOALS.startupMs);
      line("resident memory (peak RSS)", peakRssMb, "MB", GOALS.rssMb, "", 0);
      line("save p99", percentile(saves, 99), "ms", GOALS.saveP99Ms, `, p50 ${percentile(saves, 50).toFixed(1)} ms`);
      line("update delivery p99", percentile(deliveries, 99), "ms", GOALS.deliveryP99Ms, `, p50 ${percentile(deliveries, 50).toFixed(1)} ms`);
      console.log(
        `disk flush (fdatasync of 2 KB, same disk, during the run): p50 ${percentile(flushes, 50).toFixed(1)} ms, p99 ${percentile(flushes, 99).toFixed(1)} ms`,
      );
      console.log(
        `burst (all ${WRITERS} writers saving at the same instant, ${bursts.length} rounds after the run): the last save acknowledged after p50 ${percentile(bursts, 50).toFixed(1)} ms, max ${Math.max(...bursts).toFixed(1)} ms`,
      );
      line(
        "public page query p50",
        percentile(publicReads, 50),
        "ms",
        GOALS.publicP50Ms,
        `, p99 ${percentile(publicReads, 99).toFixed(1)} ms (HTTP round trip included)`,
      );
      console.log(
        `empty HTTP round trip (a 404, same pacing): p50 ${percentile(emptyTrips, 50).toFixed(1)} ms, p99 ${percentile(emptyTrips, 99).toFixed(1)} ms`,
      );
    } finally {
      await backend.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMainThread) await main();
else if ((workerData as Role).role === "subscribers") await subscribe(workerData as Role);
else await write(workerData as Role);
