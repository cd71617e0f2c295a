/**
 * `npm run convex:run -- users:setPlan '{"email":"a@b.co","plan":"pro"}'`: runs any function,
 * internal ones included, on the running local backend with its admin key (the offline
 * counterpart of `npx convex run`). Settings: PORT (3210) or CONVEX_URL, DATA_DIR (.data).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ADMIN_KEY_FILE } from "../local-backend/adminKey";

const [udfPath, argsText = "{}"] = process.argv.slice(2);
if (!udfPath) {
  console.error(`Usage: npm run convex:run -- <module:function> '<json args>'`);
  process.exit(1);
}
const url = process.env.CONVEX_URL ?? `http://127.0.0.1:${process.env.PORT || 3210}`;
const keyFile = path.join(process.env.DATA_DIR || ".data", ADMIN_KEY_FILE);
const adminKey = (
  await readFile(keyFile, "utf8").catch(() => {
    console.error(`No admin key at ${keyFile}: start the backend (npm start) with the same DATA_DIR first.`);
    process.exit(1);
  })
).trim();

const response = await fetch(`${url}/api/function`, {
  method: "POST",
  headers: { "Content-Type": "application/json", Authorization: `Convex ${adminKey}` },
  body: JSON.stringify({ path: udfPath, args: JSON.parse(argsText), format: "json" }),
}).catch((error: Error) => {
  console.error(`Could not reach the backend at ${url}: ${error.message}`);
  process.exit(1);
});
const result = (await response.json()) as { status: string; value?: unknown; errorMessage?: string; errorData?: unknown };
if (result.status !== "success") {
  console.error(result.errorMessage ?? JSON.stringify(result), result.errorData ?? "");
  process.exit(1);
}
console.log(JSON.stringify(result.value, null, 2));
