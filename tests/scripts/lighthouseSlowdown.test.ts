import { describe, expect, test } from "vitest";
import { cpuSlowdownFor } from "../../scripts/lighthouse";

describe("Lighthouse CPU slowdown follows the machine's measured speed", () => {
  test("an idle machine of the calibrated class keeps Lighthouse's 4×", () => {
    expect(cpuSlowdownFor(1600)).toBe(4);
    expect(cpuSlowdownFor(2400)).toBe(4);
  });
  test("a busy machine (lower benchmark index) is slowed down less, so the same phone is emulated", () => {
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1200)).toBe(3);
  });
  test("never below 1× and a missing index falls back to the default", () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
    expect(cpuSlowdownFor(0)).toBe(4);
  });
});
