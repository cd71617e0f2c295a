import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export type BackendProcess = {
  url: string;
  siteUrl: string;
  pid: number;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM (saves and stops) and wait for the exit code. */
  stop(): Promise<number | null>;
  exited: Promise<number | null>;
};

/**
 * Runs `local-backend/main.ts` in a child process (tests, benchmarks, `npm run dev`). Port 0
 * lets the backend pick free ports; resolves once it prints its URLs, rejects if it exits first.
 */
export function spawnBackend(options: {
  dataDir: string;
  port?: number;
  sitePort?: number;
  env?: Record<string, string>;
  /** Also print the backend's output (npm run dev). */
  echo?: boolean;
  /** Extra flags for node, e.g. `--cpu-prof` (bench:scale's `--profile`). */
  nodeArgs?: string[];
}): Promise<BackendProcess> {
  // node with tsx's loader (not the tsx CLI, which runs node as a second process): the pid is the
  // server itself, so a test's `kill -9` hits it.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), "--import", "tsx", path.join(ROOT, "local-backend", "main.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      SITE_PORT: String(options.sitePort ?? 0),
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-1_000_000);
      if (options.echo) process.stdout.write(chunk);
      const url = /Deployment URL[^:]*: (http\S+)/.exec(output)?.[1];
      const siteUrl = /Site URL[^:]*: (http\S+)/.exec(output)?.[1];
      if (url && siteUrl && /App: /.test(output)) {
        resolve({
          url,
          siteUrl,
          pid: child.pid!,
          output: () => output,
          exited,
          stop: async () => {
            if (child.exitCode === null) child.kill("SIGTERM");
            return await exited;
          },
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => reject(Object.assign(new Error(`The backend exited with code ${code}:\n${output}`), { code, output })));
  });
}
