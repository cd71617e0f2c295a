import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test, vi } from "vitest";
import { BUILD_LOG, BUILD_STAMP, buildAppUnlessCurrent, buildInputsHash } from "../../scripts/lib/app";

// The browser and Lighthouse suites of one `npm test` build once: the second reuses the build only
// when it was made from exactly the same inputs (tests/e2e/globalSetup.ts).
describe("reusing the app's build", () => {
  let outDir = "";
  afterEach(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  /** An output directory as a quiet build leaves it, stamped with `stamp` (none: no stamp). */
  function output(stamp?: string, log = true): string {
    outDir = mkdtempSync(path.join(tmpdir(), "build-reuse-"));
    mkdirSync(path.join(outDir, "server"));
    if (log) writeFileSync(path.join(outDir, BUILD_LOG), "");
    if (stamp !== undefined) writeFileSync(path.join(outDir, BUILD_STAMP), stamp);
    return outDir;
  }

  test("a build stamped with the current inputs is reused", async () => {
    const build = vi.fn(async () => {});
    expect(await buildAppUnlessCurrent(output(buildInputsHash()), build)).toBe(false);
    expect(build).not.toHaveBeenCalled();
  });

  test("no stamp (a clean clone, an interrupted or another tool's build), another stamp, or no build log: it builds", async () => {
    for (const dir of [output(), output("0".repeat(64)), output(buildInputsHash(), false)]) {
      const build = vi.fn(async () => {});
      expect(await buildAppUnlessCurrent(dir, build)).toBe(true);
      expect(build).toHaveBeenCalledWith(dir, { inputs: buildInputsHash() });
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("the inputs' hash is stable, and follows the VITE_ variables a build reads", () => {
    const before = buildInputsHash();
    expect(buildInputsHash()).toBe(before);
    vi.stubEnv("VITE_SOMETHING", "1");
    expect(buildInputsHash()).not.toBe(before);
  });
});
