import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";

test("committed convex/_generated matches what npm run codegen writes", () => {
  const out = execFileSync(process.execPath, ["scripts/codegen.mjs", "--check"], { encoding: "utf8" });
  expect(out).toContain("convex/_generated is current");
});
