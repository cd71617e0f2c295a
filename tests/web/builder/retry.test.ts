import { afterEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, retryWithBackoff, OPERATION_RETRY, RetryLimitError, UPLOAD_RETRY } from "../../../src/lib/retry";

class Retryable extends Error {}
const isRetryable = (error: unknown) => error instanceof Retryable;

afterEach(() => vi.useRealTimers());

describe("backoff schedule", () => {
  it("starts at 1 s and doubles up to 64 s", () => {
    const noJitter = () => 0;
    const delays = Array.from({ length: 9 }, (_, retry) => backoffDelay(retry, noJitter));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 64000, 64000, 64000]);
  });

  it("adds up to one second of jitter", () => {
    expect(backoffDelay(0, () => 0.999)).toBe(1999);
    expect(backoffDelay(10, () => 0.5)).toBe(64500);
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

  it("waits the schedule plus the jitter, and says so before each wait", async () => {
    vi.useFakeTimers();
    const waits: number[] = [];
    const operation = vi.fn(async (attempt: number) => {
      if (attempt < 1) throw new Retryable();
      return "ok";
    });
    const result = retryWithBackoff(operation, { isRetryable, random: () => 0.5, onRetry: ({ delayMs }) => waits.push(delayMs) });
    await vi.advanceTimersByTimeAsync(1499);
    expect(operation).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toBe("ok");
    expect(waits).toEqual([1500]);
  });

  it("retries whatever the caller calls retryable, TypeErrors and non-Errors too, and rethrows the rest unchanged", async () => {
    vi.useFakeTimers();
    const thrown: unknown[] = [new TypeError("x is undefined"), "plain text"];
    const operation = vi.fn(async (attempt: number) => {
      if (attempt < thrown.length) throw thrown[attempt];
      return "ok";
    });
    const result = retryWithBackoff(operation, { isRetryable: () => true, random: () => 0 });
    await vi.advanceTimersByTimeAsync(3000);
    expect(operation).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe("ok");
    await expect(retryWithBackoff(() => Promise.reject("plain text"), { isRetryable: () => false })).rejects.toBe("plain text");
  });

  it("gives up the other storage operations after their 2-minute budget", async () => {
    vi.useFakeTimers();
    const started = Date.now();
    const attempts: number[] = [];
    const result = retryWithBackoff(
      async () => {
        attempts.push(Date.now() - started);
        throw new Retryable();
      },
      { isRetryable, policy: OPERATION_RETRY, random: () => 0 },
    ).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(await result).toBeInstanceOf(RetryLimitError);
    // 0, 1, 3, 7, 15, 31, 63 s; the next wait (64 s) would end at 127 s.
    expect(attempts).toEqual([0, 1000, 3000, 7000, 15000, 31000, 63000]);
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
