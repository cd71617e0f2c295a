import pRetry from "p-retry";

/**
 * Retrying storage operations as the product requires: the first retry waits 1 s, each later one
 * doubles up to 64 s, plus up to 1 s of random jitter so many clients do not retry in step; an
 * operation gives up once its total time budget (10 minutes for uploads, 2 for other storage
 * operations) would be exceeded by the next wait. p-retry runs the loop, the waits and the abort.
 */
export type RetryPolicy = { totalTimeMs: number };

export const UPLOAD_RETRY: RetryPolicy = { totalTimeMs: 10 * 60_000 };
export const OPERATION_RETRY: RetryPolicy = { totalTimeMs: 2 * 60_000 };

/** p-retry's exponential schedule (no randomizing factor: the jitter is added, not multiplied). */
const SCHEDULE = { minTimeout: 1000, factor: 2, maxTimeout: 64_000, randomize: false } as const;
const MAX_JITTER_MS = 1000;

/** What p-retry waits before retry number `retry` (0 for the first retry). */
const scheduled = (retry: number) => Math.min(SCHEDULE.minTimeout * SCHEDULE.factor ** retry, SCHEDULE.maxTimeout);
const jitter = (random: () => number) => Math.floor(random() * MAX_JITTER_MS);

/** The whole wait before retry number `retry`, for callers that retry on their own timer (the draft's autosave). */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  return scheduled(retry) + jitter(random);
}

/** Thrown when the time budget runs out; `lastError` is the failure that would have been retried. */
export class RetryLimitError extends Error {
  constructor(readonly lastError: unknown) {
    super("Gave up after retrying for too long.");
    this.name = "RetryLimitError";
  }
}

/** Carries what the operation threw through p-retry, which turns non-Errors and TypeErrors into its own verdicts. */
class Failed extends Error {
  constructor(readonly error: unknown) {
    super("attempt failed");
  }
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
  try {
    return await pRetry(
      async (attemptNumber) => {
        try {
          return await operation(attemptNumber - 1);
        } catch (error) {
          throw new Failed(error);
        }
      },
      {
        ...SCHEDULE,
        retries: Infinity,
        signal,
        // Decides before p-retry waits its scheduled part: give up (p-retry's maxRetryTime would
        // shorten the last wait instead), or wait the jitter here and let p-retry wait the rest.
        onFailedAttempt: async ({ error, retriesConsumed: attempt }) => {
          const { error: cause } = error as Failed;
          if (signal?.aborted || !isRetryable(cause)) throw cause;
          const jitterMs = jitter(random);
          const delayMs = scheduled(attempt) + jitterMs;
          if (Date.now() - startedAt + delayMs > policy.totalTimeMs) throw new RetryLimitError(cause);
          onRetry?.({ attempt, delayMs, error: cause });
          await sleep(jitterMs, signal);
        },
      },
    );
  } catch (error) {
    throw error instanceof Failed ? error.error : error;
  }
}

function abortError(): DOMException {
  return new DOMException("The operation was aborted.", "AbortError");
}

/** Resolves after `ms`, or rejects with an AbortError as soon as `signal` aborts. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    if (ms <= 0) return resolve();
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
