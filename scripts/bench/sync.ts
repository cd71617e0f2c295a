/**
 * Sync benchmark: N clients (default 20) subscribed to one user's draft while one of them saves
 * it 200 times through drafts.save. Prints one line per figure: save round-trip and update
 * arrival at the other clients (p50/p95/p99), and the backend's peak memory.
 *
 *   npm run bench:sync -- [--clients 20] [--saves 200]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import { emptyFormData, type PortfolioFormData } from "../../convex/model/formData";
import { spawnBackend } from "../../local-backend/spawn";
import { option, percentile } from "./lib/stats";

const UPDATE_P99_TARGET_MS = 50;
const WARM_UP_SAVES = 5;

function summary(label: string, samples: number[], unit: string): string {
  const fmt = (p: number) => percentile(samples, p).toFixed(1);
  return `${label}: p50 ${fmt(50)} ms, p95 ${fmt(95)} ms, p99 ${fmt(99)} ms (${samples.length} ${unit})`;
}

/** A realistic draft: a few KB of text in every section. */
function draft(revision: number): PortfolioFormData {
  return {
    ...emptyFormData(),
    name: "Ada Lovelace",
    role: "Engineer",
    bio: `Revision ${revision}. ` + "Analytical engines and poetical science. ".repeat(8),
    about: "I write programs for machines that do not exist yet. ".repeat(30),
    skills: Array.from({ length: 8 }, (_, i) => ({ name: `Skill ${i}`, percentage: 50 + i * 5 })),
    experience: Array.from({ length: 3 }, (_, i) => ({
      title: `Role ${i}`,
      company: "Analytical Co",
      duration: "1843–1852",
      description: "Notes on the engine. ".repeat(10),
    })),
  };
}

const clients = option("clients", 20);
const saves = option("saves", 200);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-sync-"));
const backend = await spawnBackend({ dataDir, env: { LOG_LEVEL: "info", REQUESTS_PER_SECOND_PER_ADDRESS: "off" } });
try {
  const signUp = await new ConvexHttpClient(backend.url).action(api.auth.signIn, {
    provider: "password",
    params: { email: "bench@example.com", password: "correct horse battery", flow: "signUp" },
  });
  const token = signUp.tokens!.token;

  const sentAt = new Map<number, number>();
  const arrivals: number[] = [];
  let expected = 0;
  let arrived = 0;
  let allArrived: () => void = () => {};
  const sockets = Array.from({ length: clients }, () => {
    const client = new ConvexClient(backend.url, { logger: false });
    client.setAuth(async () => token);
    return client;
  });
  const [saver, ...watchers] = sockets;
  await Promise.all(
    sockets.map(
      (client, index) =>
        new Promise<void>((ready) => {
          client.onUpdate(api.drafts.get, {}, (value) => {
            ready();
            if (index === 0 || value === null) return;
            const started = sentAt.get(value.revision);
            if (started === undefined) return;
            arrivals.push(performance.now() - started);
            if (++arrived === expected) allArrived();
          });
        }),
    ),
  );

  const roundTrips: number[] = [];
  let revision = 0;
  for (let i = 0; i < WARM_UP_SAVES + saves; i++) {
    const measured = i >= WARM_UP_SAVES;
    const started = performance.now();
    if (measured) {
      sentAt.set(revision + 1, started);
      expected += watchers.length;
    }
    revision = (await saver.mutation(api.drafts.save, { templateId: "minimalist", formData: draft(revision + 1), baseRevision: revision })).revision;
    if (measured) roundTrips.push(performance.now() - started);
  }
  // Updates for the last saves may still be on their way.
  await Promise.race([new Promise<void>((resolve) => (allArrived = resolve)), new Promise((resolve) => setTimeout(resolve, 5000))]);
  await Promise.all(sockets.map((client) => client.close()));

  console.log(`clients: ${clients} subscribed to one draft, ${saves} saves by one of them (after ${WARM_UP_SAVES} warm-up saves)`);
  console.log(summary("save round-trip", roundTrips, "saves"));
  const updates = summary(`update arrival at the ${watchers.length} other clients`, arrivals, "updates");
  console.log(`${updates}${arrivals.length < expected ? `, ${expected - arrivals.length} missing` : ""}`);
  await backend.stop();
  const peak = /Peak memory \(RSS\): (\d+) MB/.exec(backend.output())?.[1];
  console.log(`backend peak memory (RSS): ${peak ?? "?"} MB`);
  const p99 = percentile(arrivals, 99);
  console.log(`target p99 update ≤ ${UPDATE_P99_TARGET_MS} ms with ${clients} clients: ${p99 <= UPDATE_P99_TARGET_MS ? "met" : "missed"}`);
} finally {
  await backend.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
