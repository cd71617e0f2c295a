/**
 * The functions that grow with an account, run on the largest account the rules allow (every list
 * full, every text at its limit in 3-byte characters, every image, 55 versions of a 0.7 MiB page,
 * thousands of sessions, a thousand uploads never confirmed) under a Convex deployment's
 * transaction limits. Prints, per function, its steps (itself and the steps it scheduled) and the
 * largest step's documents and bytes read and written against each limit, then the worst share
 * of a limit (goal: under 50%). Offline, in-process (convex-test, which scans a table per
 * lookup: a few minutes).
 *
 *   npm run bench:limits
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { metered } from "./lib/transactionMeter";
import { convexTest } from "convex-test";
import { loadComponents } from "../../local-backend/components";
import { api, internal } from "../../convex/_generated/api";
import schema from "../../convex/schema";
import { ConvexModules } from "../../local-backend/modules";
import { generateAuthKeys } from "../lib/authKeys";
import { goalLine } from "./lib/stats";
import { VIEWS_PER_BATCH } from "../../convex/model/audience";
import {
  fullFormData,
  largePage,
  seedAudience,
  seedImages,
  seedSessions,
  seedUser,
  seedVersions,
  STRICT_LIMITS,
  url,
  type AnyBackend,
} from "../../tests/convex/worstCaseData";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const MiB = 1 << 20;
const LIMIT_KEYS = ["documentsRead", "bytesRead", "documentsWritten", "bytesWritten"] as const;

type Row = { name: string; steps: number; result: string; worst: Record<(typeof LIMIT_KEYS)[number], number> };
const rows: Row[] = [];

Object.assign(process.env, await generateAuthKeys(), {
  CONVEX_SITE_URL: "http://127.0.0.1:3211",
  SITE_URL: "http://127.0.0.1:3210",
  AUTH_LOG_LEVEL: "ERROR",
});
const t: AnyBackend = convexTest({ schema, modules: new ConvexModules(path.join(ROOT, "convex")).map, transactionLimits: STRICT_LIMITS });
// The components convex.config.ts installs (the rate limiter), as the local backend registers them.
for (const component of await loadComponents()) t.registerComponent(component.path, component.schema, component.modules);

/** What a failure was: the app's error code, or the message of anything else. */
function failure(error: unknown): string {
  const code = (error as { data?: { code?: unknown } }).data?.code;
  return typeof code === "string" ? `refused: ${code}` : `FAILED: ${String((error as Error).message ?? error).slice(0, 80)}`;
}

/** Runs `work` and the steps it scheduled, and keeps its figures under `name`. */
async function measure(name: string, work: () => Promise<unknown>) {
  const { outcome, transactions } = await metered(async () => {
    const value = await work();
    await t.finishAllScheduledFunctions(() => {}, 10_000);
    return value;
  });
  // convex-test's scheduler keeps its own books in transactions that touch no app data: not steps.
  const steps = transactions.filter((m) => LIMIT_KEYS.some((key) => m[key] > 0));
  const worst = Object.fromEntries(LIMIT_KEYS.map((key) => [key, Math.max(0, ...steps.map((m) => m[key]))])) as Row["worst"];
  rows.push({ name, steps: steps.length, result: outcome.ok ? "ok" : failure(outcome.error), worst });
  process.stderr.write(`  ${name}: ${rows.at(-1)!.result}\n`);
}

process.stderr.write("Seeding the largest account…\n");
const ada = await seedUser(t);
const images = await seedImages(t, ada.userId);
const page = largePage(images);

await measure("drafts:save (0.7 MiB, every image)", () => ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: page, baseRevision: 0 }));
await measure("drafts:save (every field at its limit)", () =>
  ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: fullFormData({ link: url, images }), baseRevision: 1 }),
);
await measure("drafts:get", () => ada.as.query(api.drafts.get, {}));
await measure("portfolios:publishDraft", () => ada.as.mutation(api.portfolios.publishDraft, { revision: 1 }));
await seedVersions(t, ada.userId, page, 54);
await measure("portfolioVersions:list (55 kept)", () => ada.as.query(api.portfolioVersions.list, {}));
const newest = (await ada.as.query(api.portfolioVersions.list, {}))![0].id;
await measure("portfolioVersions:get", () => ada.as.query(api.portfolioVersions.get, { versionId: newest }));
await measure("portfolioVersions:restore", () => ada.as.mutation(api.portfolioVersions.restore, { versionId: newest, baseRevision: 1 }));
await measure("portfolios:dashboard", () => ada.as.query(api.portfolios.dashboard, {}));
await measure("portfolios:getPublic", () => t.query(api.portfolios.getPublic, { userId: ada.userId }));
await measure("users:current", () => ada.as.query(api.users.current, {}));
await measure("dataExport:get", () => ada.as.query(api.dataExport.get, {}));
await measure("dataExport:history (one page)", () => ada.as.query(api.dataExport.history, { paginationOpts: { numItems: 100, cursor: null } }));
await measure("portfolioVersions:prune (cron)", () => t.mutation(internal.portfolioVersions.prune, {}));

process.stderr.write("Seeding a page's audience at every cap…\n");
await seedAudience(t, ada.userId);
const visitor = (n: number) => n.toString(16).padStart(64, "0");
const views = Array.from({ length: VIEWS_PER_BATCH }, (_, n) => ({ key: { userId: ada.userId }, visitor: visitor(n), referrer: `new-${n}.example` }));
await measure("audience:recordViews (full batch, sites full)", () => t.mutation(internal.audience.recordViews, { views }));
await measure("audience:summary (every cap)", () => ada.as.query(api.audience.summary, {}));
await measure("audience:viewingNow (100 tabs)", () => ada.as.query(api.audience.viewingNow, {}));
await measure("audience:heartbeat (new tab, full page)", () =>
  t.mutation(api.audience.heartbeat, { key: { userId: ada.userId }, token: "tab-token-0000000001" }),
);
const beat = await ada.as.mutation(api.builderPresence.heartbeat, { session: "builder-session-000001" });
await measure("builderPresence:heartbeat (with place)", () =>
  ada.as.mutation(api.builderPresence.heartbeat, { session: "builder-session-000001", at: { section: "about", field: "about" } }),
);
await measure("builderPresence:list", () => ada.as.query(api.builderPresence.list, { roomToken: beat!.roomToken }));
await measure("presence:leave", () => t.mutation(api.presence.leave, { sessionToken: beat!.sessionToken }));
await measure("audience:forgetExpired (cron, 30 old days)", () => t.mutation(internal.audience.forgetExpired, {}));

process.stderr.write("Seeding sessions and uploads never confirmed…\n");
const gone = await t.run(async (ctx) => await ctx.db.insert("users", { email: "gone@example.com" }));
await seedSessions(t, gone, 10_000, { expirationTime: Date.now() - 1 });
await measure("sessions:sweepExpired (cron, 10,000 expired)", () => t.mutation(internal.sessions.sweepExpired, {}));
for (let i = 0; i < 4; i++)
  await t.run(async (ctx) => {
    for (let k = 0; k < 250; k++) await ctx.storage.store(new Blob([`never confirmed ${i} ${k}`]));
  });
const realNow = Date.now;
Date.now = () => realNow() + 25 * 3_600_000;
try {
  await measure("files:sweepOrphans (cron, 1,000 files)", () => t.mutation(internal.files.sweepOrphans, {}));
} finally {
  Date.now = realNow;
}
await seedSessions(t, ada.userId, 1_000, { tokensEach: 8 });
await measure("account:signOutEverywhere (1,000 sessions)", () => ada.as.mutation(api.account.signOutEverywhere, {}));
await seedSessions(t, ada.userId, 1_000, { tokensEach: 8 });
await measure("account:removeUser (everything)", () => t.mutation(internal.account.removeUser, { userId: ada.userId }));

const limit = (key: (typeof LIMIT_KEYS)[number]) => STRICT_LIMITS[key];
const share = (row: Row, key: (typeof LIMIT_KEYS)[number]) => (100 * row.worst[key]) / limit(key);
const cell = (row: Row, key: (typeof LIMIT_KEYS)[number]) =>
  `${key.startsWith("bytes") ? `${(row.worst[key] / MiB).toFixed(2)} MiB` : String(row.worst[key])} (${share(row, key).toFixed(0)}%)`.padStart(17);
console.log(
  `\nLargest step of each function against a deployment's limits (${STRICT_LIMITS.documentsRead} docs / ${STRICT_LIMITS.bytesRead / MiB} MiB read, ${STRICT_LIMITS.documentsWritten} docs / ${STRICT_LIMITS.bytesWritten / MiB} MiB written):\n`,
);
console.log(
  `${"function".padEnd(46)} steps ${"docs read".padStart(17)} ${"bytes read".padStart(17)} ${"docs written".padStart(17)} ${"bytes written".padStart(17)}  result`,
);
for (const row of rows)
  console.log(`${row.name.padEnd(46)} ${String(row.steps).padStart(5)} ${LIMIT_KEYS.map((key) => cell(row, key)).join(" ")}  ${row.result}`);
const worst = Math.max(...rows.flatMap((row) => LIMIT_KEYS.map((key) => share(row, key))));
console.log("");
goalLine("worst share of a transaction limit", worst, "%", 50);
const failed = rows.filter((row) => row.result.startsWith("FAILED"));
if (failed.length > 0) {
  console.log(`failed: ${failed.map((row) => row.name).join(", ")}`);
  process.exitCode = 1;
}
