import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/freePort";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const CADDY_PATH = "/usr/bin/caddy";

export type RunningCaddy = {
  httpsPort: number;
  httpPort: number;
  /** Caddy's local CA root certificate (PEM file). */
  rootCert: string;
  /** Its log so far (stderr), for failures. */
  log(): string;
  stop(): Promise<void>;
};

/**
 * Debian's Caddy running the project's own Caddyfile in front of `upstream`, on free high ports,
 * with its local CA instead of ACME (offline) and everything it writes in a temporary directory.
 */
export async function startCaddy(options: { upstream: string; askUrl: string; platformHost: string }): Promise<RunningCaddy> {
  if (!existsSync(CADDY_PATH)) throw new Error(`${CADDY_PATH} is missing: install Debian's caddy package (apt-get install caddy).`);
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-caddy-"));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const storage = path.join(dir, "data");
  const child: ChildProcess = spawn(CADDY_PATH, ["run", "--config", path.join(ROOT, "Caddyfile"), "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, "xdg-data"),
      XDG_CONFIG_HOME: path.join(dir, "xdg-config"),
      PLATFORM_HOST: options.platformHost,
      WEB_UPSTREAM: options.upstream,
      TLS_ASK_URL: options.askUrl,
      CADDY_HTTP_PORT: String(httpPort),
      CADDY_HTTPS_PORT: String(httpsPort),
      CADDY_GLOBAL_OPTIONS: ["admin off", "local_certs", "skip_install_trust", `storage file_system ${storage}`].join("\n"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const rootCert = path.join(storage, "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 30_000;
  while (!(existsSync(rootCert) && (await accepts(httpsPort)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Caddy did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { httpPort, httpsPort, rootCert, log: () => output, stop };
}

/** A HOME whose NSS database (what Chromium on Linux trusts) holds `rootCert` as a trusted CA. */
export function homeTrusting(rootCert: string): string {
  const home = mkdtempSync(path.join(tmpdir(), "e2e-nss-"));
  const db = path.join(home, ".pki", "nssdb");
  mkdirSync(db, { recursive: true });
  execFileSync("certutil", ["-d", `sql:${db}`, "-N", "--empty-password"]);
  execFileSync("certutil", ["-d", `sql:${db}`, "-A", "-t", "C,,", "-n", "caddy-local-ca", "-i", rootCert]);
  return home;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
