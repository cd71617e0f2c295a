import { TransactionMetricsTracker, type TransactionMetrics } from "convex-test/dist/transactionMetrics.js";

/**
 * What each top-level transaction convex-test ran read and wrote, as its own limit tracker counts
 * it (documents and bytes; a deployment counts the same way). convex-test keeps the figures only
 * while the transaction runs, so its tracker is wrapped: the outermost layer's figures are kept
 * as it commits or rolls back. Node only (scripts); import it before the first call.
 */
type Tracker = { _layers: { metrics: TransactionMetrics }[]; commit(): void; rollback(): void };

const finished: TransactionMetrics[] = [];
const tracker = TransactionMetricsTracker.prototype as unknown as Tracker;
for (const name of ["commit", "rollback"] as const) {
  const original = tracker[name];
  tracker[name] = function (this: Tracker) {
    if (this._layers.length === 1) finished.push({ ...this._layers[0].metrics });
    original.call(this);
  };
}

/** Runs `work` and returns, besides its outcome, the figures of every transaction it ran (its scheduled steps too, if it waits for them). */
export async function metered<T>(
  work: () => Promise<T>,
): Promise<{ outcome: { ok: true; value: T } | { ok: false; error: unknown }; transactions: TransactionMetrics[] }> {
  const start = finished.length;
  let outcome: { ok: true; value: T } | { ok: false; error: unknown };
  try {
    outcome = { ok: true, value: await work() };
  } catch (error) {
    outcome = { ok: false, error };
  }
  return { outcome, transactions: finished.slice(start) };
}
