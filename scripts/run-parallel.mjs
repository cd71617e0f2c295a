// `node scripts/run-parallel.mjs <script> <script> …`: runs those npm scripts side by side and fails
// if any fails. npm test's typecheck (tsc) and lint (eslint, prettier) each keep one core busy, and
// neither reads what the other writes. Each script's output is printed whole when it ends, so the
// two do not interleave.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(npm[0], [...npm.slice(1), "run", name], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => (output += chunk));
        child.stderr.on("data", (chunk) => (output += chunk));
        child.on("error", (error) => resolve({ name, code: 1, output: `${output}${error.message}\n` }));
        child.on("close", (code, signal) => {
          const seconds = Math.round((Date.now() - started) / 1000);
          process.stdout.write(`\n> npm run ${name}: ${code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`} in ${seconds} s\n${output}`);
          resolve({ name, code: code ?? 1, output });
        });
      }),
  ),
);
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (failed.length) console.error(`\nFailed: ${failed.join(", ")}`);
process.exitCode = failed.length ? 1 : 0;
