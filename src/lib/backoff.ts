/**
 * Exponential backoff, as the product requires for storage operations: the first retry waits 1 s, each later one doubles up to 64 s,
 * plus up to 1 s of random jitter so many clients do not retry in step; an operation gives up
 * once its total time budget (10 minutes for uploads, 2 for other storage operations) would be
 * exceeded by the next wait.
 */
export type RetryPolicy = {
  initialDelayMs: number;
  maxDelayMs: number;
  maxJitterMs: number;
  totalTimeMs: number;
};

export const UPLOAD_RETRY: RetryPolicy = { initialDelayMs: 1000, maxDelayMs: 64_000, maxJitterMs: 1000, totalTimeMs: 10 * 60_000 };
export const OPERATION_RETRY: RetryPolicy = { ...UPLOAD_RETRY, totalTimeMs: 2 * 60_000 };

/** The wait before retry number `retry` (0 for the first retry). */
export function backoffDelay(retry: number, policy: RetryPolicy = UPLOAD_RETRY, random: () => number = Math.random): number {
  const base = Math.min(policy.initialDelayMs * 2 ** retry, policy.maxDelayMs);
  return base + Math.floor(random() * policy.maxJitterMs);
}

/** Thrown when the time budget runs out; `lastError` is the failure that would have been retried. */
export class RetryLimitError extends Error {
  constructor(readonly lastError: unknown) {
    super("Gave up after retrying for too long.");
    this.name = "RetryLimitError";
  }
}

export function abortError(): DOMException {
  return new DOMException("The operation was aborted.", "AbortError");
}

/** Resolves after `ms`, or rejects with an AbortError as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export type RetryOptions = {
  isRetryable: (error: unknown) => boolean;
  policy?: RetryPolicy;
  signal?: AbortSignal;
  random?: () => number;
  /** Told before each wait (attempt is the 0-based attempt that just failed). */
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
};

/** Runs `operation` until it succeeds, fails with a non-retryable error, or the budget is spent. */
export async function retryWithBackoff<T>(operation: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { isRetryable, policy = UPLOAD_RETRY, signal, random = Math.random, onRetry } = options;
  const startedAt = Date.now();
  for (let attempt = 0; ; attempt++) {
    if (signal?.aborted) throw abortError();
    try {
      return await operation(attempt);
    } catch (error) {
      if (signal?.aborted || !isRetryable(error)) throw error;
      const delayMs = backoffDelay(attempt, policy, random);
      if (Date.now() - startedAt + delayMs > policy.totalTimeMs) throw new RetryLimitError(error);
      onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs, signal);
    }
  }
}
