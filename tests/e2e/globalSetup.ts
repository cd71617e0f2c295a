import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ADMIN_KEY_FILE } from "../../local-backend/adminKey";
import { buildAppUnlessCurrent, startApp } from "../../scripts/lib/app";
import { startLoopbackDns, type Zone } from "../support/loopbackDns";

declare module "vitest" {
  export interface ProvidedContext {
    appUrl: string;
    backendUrl: string;
    /** The backend's HTTP actions (views and messages from a web server of its own; the REST API, the MCP server). */
    siteUrl: string;
    adminKey: string;
    /** The backend's data directory (the mail outbox is in it). */
    dataDir: string;
    /** The loopback DNS server's zone (JSON, read on every query): tests publish records by writing it. */
    dnsZoneFile: string;
    /** The build the backend serves ("" for dist/): a file that starts a backend of its own serves it too. */
    distDir: string;
  }
}

/** Once for the browser suite: build the bundle, start the backend; stop it whatever happens. */
export default async function setup(project: TestProject) {
  // E2E_DIST_DIR builds elsewhere than dist/ (two suites at once); E2E_SKIP_BUILD=1 reuses a build
  // whatever it was built from. Otherwise a build of the same sources is reused (npm test's second suite).
  const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : undefined;
  if (process.env.E2E_SKIP_BUILD !== "1") await buildAppUnlessCurrent(distDir);
  // The domain checks ask a DNS server on loopback, whose records the tests write.
  const dnsDir = mkdtempSync(path.join(tmpdir(), "e2e-dns-"));
  const zoneFile = path.join(dnsDir, "zone.json");
  const dns = await startLoopbackDns((): Zone => {
    try {
      return JSON.parse(readFileSync(zoneFile, "utf8")) as Zone;
    } catch {
      return {};
    }
  });
  let app;
  try {
    // Webhooks may reach the suite's own loopback receivers (api.e2e.ts).
    app = await startApp(distDir, { DNS_SERVERS: dns.server, WEBHOOKS_ALLOW_LOOPBACK: "1" });
  } catch (error) {
    await dns.close();
    throw error;
  }
  project.provide("dnsZoneFile", zoneFile);
  project.provide("distDir", distDir ?? "");
  project.provide("appUrl", app.appUrl);
  project.provide("backendUrl", app.url);
  project.provide("siteUrl", app.siteUrl);
  project.provide("dataDir", app.dataDir);
  project.provide("adminKey", (await readFile(path.join(app.dataDir, ADMIN_KEY_FILE), "utf8")).trim());
  return async () => {
    await app.stop();
    await dns.close();
    rmSync(dnsDir, { recursive: true, force: true });
  };
}
