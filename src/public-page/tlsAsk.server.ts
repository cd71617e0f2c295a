/**
 * The TLS proxy's on-demand `ask` (Caddy asks before obtaining a certificate for a name it has
 * none for, and again when it loads one from storage): yes only for verified custom domains. A
 * yes is kept for a few seconds, and each client address may ask a bounded number of times a
 * second, so a flood of handshakes costs the deployment little.
 */

/** A fixed-window budget per client address. */
export class AskBudget {
  private window = 0;
  private readonly used = new Map<string, number>();

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string): boolean {
    const window = Math.floor(this.now() / 1000);
    if (window !== this.window) {
      this.window = window;
      this.used.clear();
    }
    const used = this.used.get(address) ?? 0;
    if (used >= this.perSecond) return false;
    this.used.set(address, used + 1);
    return true;
  }
}

/** Recent answers by name, for a while; bounded, oldest dropped first. */
export class AnswerCache {
  private readonly answers = new Map<string, { allowed: boolean; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(name: string): boolean | undefined {
    const hit = this.answers.get(name);
    if (hit === undefined) return undefined;
    if (hit.until <= this.now()) {
      this.answers.delete(name);
      return undefined;
    }
    return hit.allowed;
  }

  set(name: string, allowed: boolean): void {
    this.answers.delete(name);
    if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(name, { allowed, until: this.now() + this.ttlMs });
  }
}

/**
 * Caddy asks for every name it holds no certificate for in memory, after a restart for each domain
 * it serves again: generous for one proxy, a wall for a flood from one address.
 */
export const ASK_PER_SECOND = 100;
/** A yes stays good this long (a domain that stops serving loses it within a minute, inside its 72 h grace anyway). */
export const ASK_CACHE_MS = 60_000;
