import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";

test("the share image's embedded fonts match the installed @fontsource/inter", () => {
  const out = execFileSync("node_modules/.bin/tsx", ["scripts/share-image-fonts.ts", "--check"], { encoding: "utf8" });
  expect(out).toContain("fonts.generated.ts is current");
});
