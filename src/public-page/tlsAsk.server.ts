/**
 * The TLS proxy's on-demand `ask` (Caddy asks before obtaining a certificate for a name it has
 * none for, and again when it loads one from storage): yes only for verified custom domains. A
 * yes is kept for a minute from when it was computed (never renewed by asking), and each client
 * address may ask a bounded number of times a second, so a flood of handshakes costs the
 * deployment little.
 */

/** A fixed-window budget per client address. */
export class AskBudget {
  private window = 0;
  private readonly used = new Map<string, number>();

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => Date.now(),
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

/**
 * Recent yeses by name, each good for `ttlMs` from the moment it was computed: asking again reads
 * it and never extends it, so a domain that stops serving (its plan ended, its records stopped
 * matching, its owner removed it) gets "no" within `ttlMs` however often the proxy asks. Bounded,
 * oldest dropped first.
 */
export class AnswerCache {
  private readonly answers = new Map<string, { allowed: boolean; until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The kept answer, else `compute`'s; only a yes is kept (a name verified a moment ago gets its certificate at once). */
  async answer(name: string, compute: () => Promise<boolean>): Promise<boolean> {
    const kept = this.get(name);
    if (kept !== undefined) return kept;
    // Timed from the question, not the reply: the answer can only be older than it looks.
    const askedAt = this.now();
    const allowed = await compute();
    if (allowed) this.set(name, allowed, askedAt);
    return allowed;
  }

  get(name: string): boolean | undefined {
    const hit = this.answers.get(name);
    if (hit === undefined) return undefined;
    if (hit.until <= this.now()) {
      this.answers.delete(name);
      return undefined;
    }
    return hit.allowed;
  }

  set(name: string, allowed: boolean, computedAt: number = this.now()): void {
    this.answers.delete(name);
    if (this.answers.size >= this.maxEntries) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(name, { allowed, until: computedAt + this.ttlMs });
  }
}

/**
 * Caddy asks for every name it holds no certificate for in memory, after a restart for each domain
 * it serves again: generous for one proxy, a wall for a flood from one address.
 */
export const ASK_PER_SECOND = 100;
/** A yes stays good this long after it was computed: a domain that stops serving loses it within a minute. */
export const ASK_CACHE_MS = 60_000;
