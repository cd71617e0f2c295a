import { EXIT, StartupError } from "./errors";

/**
 * Token buckets per client address: a burst of `burst` calls (`perMinute` unless given), refilled
 * at `perMinute` a minute. Buckets that are full again are forgotten, so memory follows the
 * active addresses.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly burst = perMinute,
  ) {}

  /** Takes one call from `key`'s budget; false when it is spent. */
  take(key: string, now = Date.now()): boolean {
    if (!Number.isFinite(this.perMinute)) return true;
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute);
    bucket.at = now;
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.prune(now);
    return true;
  }

  private prune(now: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute >= this.burst) this.buckets.delete(key);
    }
  }
}

/** A budget from the environment (per minute unless `unit` says otherwise): a positive number, or "off" for no limit. */
export function budgetFrom(name: string, fallback: number, unit = "calls per minute"): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  if (value === "off") return Infinity;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new StartupError(`${name} must be a positive number of ${unit} or "off", got "${value}".`, EXIT.failure);
  return parsed;
}

/** A cap from the environment: a positive whole number, or "off" for none. */
export function capFrom(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  if (value === "off") return Infinity;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw new StartupError(`${name} must be a positive whole number or "off", got "${value}".`, EXIT.failure);
  return parsed;
}
