import { afterEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, retryWithBackoff, RetryLimitError, UPLOAD_RETRY } from "../../../src/lib/backoff";

class Retryable extends Error {}
const isRetryable = (error: unknown) => error instanceof Retryable;

afterEach(() => vi.useRealTimers());

describe("backoff schedule", () => {
  it("starts at 1 s and doubles up to 64 s", () => {
    const noJitter = () => 0;
    const delays = Array.from({ length: 9 }, (_, retry) => backoffDelay(retry, UPLOAD_RETRY, noJitter));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000, 64000]);
  });

  it("adds up to one second of jitter", () => {
    expect(backoffDelay(0, UPLOAD_RETRY, () => 0.999)).toBe(1999);
    expect(backoffDelay(10, UPLOAD_RETRY, () => 0.5)).toBe(64500);
  });
});

describe("retryWithBackoff", () => {
  it("retries retryable failures after the scheduled waits, then succeeds", async () => {
    vi.useFakeTimers();
    const operation = vi.fn(async (attempt: number) => {
      if (attempt < 2) throw new Retryable();
      return "ok";
    });
    const result = retryWithBackoff(operation, { isRetryable, random: () => 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(operation).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe("ok");
  });

  it("does not retry other failures", async () => {
    const operation = vi.fn(async () => {
      throw new Error("bad request");
    });
    await expect(retryWithBackoff(operation, { isRetryable })).rejects.toThrow("bad request");
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it("gives up when the next wait would pass the 10-minute budget", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const attempts: number[] = [];
    const operation = vi.fn(async () => {
      attempts.push(Date.now() - started);
      throw new Retryable();
    });
    const result = retryWithBackoff(operation, { isRetryable, random: () => 0 });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    const error = await settled;
    expect(error).toBeInstanceOf(RetryLimitError);
    expect((error as RetryLimitError).lastError).toBeInstanceOf(Retryable);
    // 1+2+4+...+32 = 63 s, then 64 s waits while they fit in 600 s: 8 more, ending at 575 s.
    expect(attempts).toHaveLength(15);
    expect(attempts.at(-1)).toBe(575_000);
    expect(attempts.at(-1)! + 64_000).toBeGreaterThan(UPLOAD_RETRY.totalTimeMs);
  });

  it("stops waiting when aborted", async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const operation = vi.fn(async () => {
      throw new Retryable();
    });
    const result = retryWithBackoff(operation, { isRetryable, signal: controller.signal, random: () => 0 }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    const error = await result;
    expect((error as DOMException).name).toBe("AbortError");
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
