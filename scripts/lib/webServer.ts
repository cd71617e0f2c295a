import { spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./freePort";
import { APP_BASENAME } from "../../src/lib/basePath";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type RunningWebServer = {
  /** Where the app is, e.g. http://127.0.0.1:40123/portfolio-builder (no trailing slash). */
  appUrl: string;
  origin: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * The production web server (`npm run serve`, scripts/serve.ts) in a child process on a free
 * port, serving the build in `buildDir` from the deployment at `env.CONVEX_URL`; resolves once it
 * listens, rejects if it exits first.
 */
export async function startWebServer(buildDir: string, env: Record<string, string>): Promise<RunningWebServer> {
  const port = await freePort();
  // node with tsx's loader (not the tsx CLI, a second process): stopping it stops the server.
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "serve.ts")], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), BUILD_DIR: buildDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-100_000);
      if (output.includes("Web server: http")) resolve();
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => reject(new Error(`The web server exited with code ${code}:\n${output}`)));
  });
  return {
    appUrl: `${origin}${APP_BASENAME}`,
    origin,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
