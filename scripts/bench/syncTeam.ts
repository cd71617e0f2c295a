/**
 * Team sync benchmark: N people (default 5) — an owner on Business and N-1 invited
 * members — have one portfolio's draft open and each edits a field of their own, saving as the
 * builder does (from the latest draft they received; a save refused as stale is redone on top of
 * the newer draft, as the builder's three-way merge does). Prints the save round-trip, the update
 * arrival at the other people (p50/p95/p99), the refused-and-redone saves, and lost edits (each
 * person's last value must be in the final draft).
 *
 *   npm run bench:sync-team -- [--people 5] [--saves 40] [--interval 250]   (saves per person, mean ms between them)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { ADMIN_KEY_FILE } from "../../local-backend/adminKey";
import { spawnBackend } from "../../local-backend/spawn";
import { confirmAddress, mailedToken } from "../lib/outbox";
import { adminRun } from "../lib/seed";
import { goalLine, option, percentile } from "./lib/stats";

const UPDATE_P99_GOAL_MS = 100;
const people = Math.max(2, option("people", 5));
const savesEach = option("saves", 40);
/** Mean pause between one person's saves (ms). */
const interval = option("interval", 250);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-team-"));
const backend = await spawnBackend({ dataDir, env: { LOG_LEVEL: "info", REQUESTS_PER_SECOND_PER_ADDRESS: "off" } });

async function signUp(email: string) {
  const result = await new ConvexHttpClient(backend.url).action(api.auth.signIn, {
    provider: "password",
    params: { email, password: "correct horse battery", flow: "signUp" },
  });
  return result.tokens!.token;
}

const base = (): PortfolioFormData => ({
  ...emptyFormData(),
  name: "Team portfolio",
  skills: Array.from({ length: people }, (_, k) => ({ name: `Person ${k}: start` })),
});

try {
  const adminKey = (await readFile(path.join(dataDir, ADMIN_KEY_FILE), "utf8")).trim();
  const tokens = [await signUp("owner@example.com")];
  await adminRun({ url: backend.url, adminKey }, "users:setPlan", { email: "owner@example.com", plan: "business" });
  // Invitations are sent and accepted only from confirmed addresses.
  await confirmAddress(backend.url, dataDir, "owner@example.com");
  const owner = new ConvexHttpClient(backend.url, { auth: tokens[0] });
  await owner.mutation(api.drafts.save, { templateId: "minimalist", formData: base(), baseRevision: 0 });
  let portfolioId = "";
  for (let k = 1; k < people; k++) {
    const email = `member${k}@example.com`;
    tokens.push(await signUp(email));
    await confirmAddress(backend.url, dataDir, email);
    await owner.mutation(api.members.invite, { email, role: "editor" });
    const accepted = await new ConvexHttpClient(backend.url, { auth: tokens[k] }).mutation(api.members.accept, {
      token: await mailedToken(dataDir, email, "invite"),
    });
    portfolioId = accepted.portfolioId;
  }

  type Latest = { revision: number; formData: PortfolioFormData };
  // Each value is written once (by one person), so its send time identifies the save everywhere.
  const sentAt = new Map<string, number>();
  const counted = new Set<string>();
  const arrivals: number[] = [];
  const latest: Latest[] = [];
  const sockets = tokens.map((token) => {
    const client = new ConvexClient(backend.url, { logger: false });
    client.setAuth(async () => token);
    return client;
  });
  await Promise.all(
    sockets.map(
      (client, k) =>
        new Promise<void>((ready) => {
          client.onUpdate(api.drafts.get, k === 0 ? {} : { portfolioId }, (value) => {
            if (value === null) return;
            if (!latest[k] || value.revision > latest[k].revision) latest[k] = { revision: value.revision, formData: value.formData };
            value.formData.skills.forEach((skill, i) => {
              const sent = sentAt.get(skill.name);
              if (i === k || sent === undefined || counted.has(`${k}|${skill.name}`)) return;
              counted.add(`${k}|${skill.name}`);
              arrivals.push(performance.now() - sent);
            });
            ready();
          });
        }),
    ),
  );

  const roundTrips: number[] = [];
  let redone = 0;
  const lastWritten: string[] = [];
  await Promise.all(
    sockets.map(async (client, k) => {
      for (let n = 0; n < savesEach; n++) {
        const value = `Person ${k}: edit ${n}`;
        for (;;) {
          const { revision, formData } = latest[k]!;
          const next = { ...formData, skills: formData.skills.map((skill, i) => (i === k ? { ...skill, name: value } : skill)) };
          const started = performance.now();
          sentAt.set(value, started);
          try {
            const saved = await client.mutation(api.drafts.save, {
              ...(k === 0 ? {} : { portfolioId }),
              templateId: "minimalist",
              formData: next,
              baseRevision: revision,
            });
            roundTrips.push(performance.now() - started);
            latest[k] = { revision: saved.revision, formData: next };
            lastWritten[k] = value;
            // People pause between autosaves (the builder saves a moment after typing stops).
            await new Promise((resolve) => setTimeout(resolve, interval * (0.5 + Math.random())));
            break;
          } catch {
            // Stale: someone saved meanwhile. Wait for their draft to arrive, then redo on top of it.
            redone++;
            const stale = revision;
            while (latest[k]!.revision <= stale) await new Promise((resolve) => setTimeout(resolve, 2));
          }
        }
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const final = await owner.query(api.drafts.get, {});
  const lost = lastWritten.filter((value, k) => final?.formData.skills[k]?.name !== value).length;
  await Promise.all(sockets.map((client) => client.close()));

  const fmt = (samples: number[], p: number) => percentile(samples, p).toFixed(1);
  console.log(
    `people: ${people} on one portfolio (owner + ${people - 1} editors), ${savesEach} saves each about ${interval} ms apart, each in a field of their own`,
  );
  console.log(`save round-trip: p50 ${fmt(roundTrips, 50)} ms, p95 ${fmt(roundTrips, 95)} ms, p99 ${fmt(roundTrips, 99)} ms (${roundTrips.length} saves)`);
  console.log(`update arrival at the others: p50 ${fmt(arrivals, 50)} ms, p95 ${fmt(arrivals, 95)} ms (${arrivals.length} updates)`);
  console.log(`saves refused as stale and redone on the newer draft: ${redone}`);
  goalLine("update arrival p99", percentile(arrivals, 99), "ms", UPDATE_P99_GOAL_MS);
  goalLine("lost edits", lost, "", 0);
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
