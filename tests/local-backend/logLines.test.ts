import { ConvexHttpClient } from "convex/browser";
import { expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { capConsoleLines, capLine, MAX_LOG_LINE } from "../../local-backend/log";
import { useSpawnedBackend } from "./helpers";

const spawned = useSpawnedBackend();

test("a 1 MB provider to auth:signIn is refused, and grows the server's log by a few KB, not by its size", async () => {
  const before = spawned().output().length;
  const provider = "x".repeat(1_000_000);
  await expect(new ConvexHttpClient(spawned().url, { logger: false }).action(api.auth.signIn, { provider })).rejects.toThrow();
  // What the process printed arrives through a pipe: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const grown = spawned().output().length - before;
  expect(grown).toBeGreaterThan(0);
  expect(grown).toBeLessThan(3 * (MAX_LOG_LINE + 200));
  expect(spawned().output()).toMatch(/… \(\d+ more characters\)/);
});

test("every console call goes out formatted and capped at one place", () => {
  const printed: string[] = [];
  const keep = (line: string) => void printed.push(line);
  const sink = { log: keep, info: keep, warn: keep, error: keep, debug: keep, trace: keep } as unknown as Console;
  capConsoleLines(sink);
  sink.log("short %s", "line", { a: 1 });
  sink.error("y".repeat(10_000));
  expect(printed[0]).toBe("short line { a: 1 }");
  expect(printed[1]).toBe(`${"y".repeat(MAX_LOG_LINE)}… (${10_000 - MAX_LOG_LINE} more characters)`);
  expect(capLine("ok")).toBe("ok");
});
