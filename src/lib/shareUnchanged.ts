const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Structural sharing: `next` with every part that deep-equals its counterpart in `previous`
 * replaced by that counterpart (the same object), so memoised consumers skip what did not change.
 * Returns `previous` itself when nothing changed. Plain objects and arrays only; anything else
 * (dates, class instances) is compared by identity.
 */
export function shareUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const shared = next.map((item, i) => {
      const kept = shareUnchanged(previous[i], item);
      if (kept !== previous[i]) same = false;
      return kept;
    });
    return (same ? previous : shared) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    // Own keys only, and built with fromEntries: a key named "__proto__" (JSON Resume extras may
    // hold any key) stays a key instead of setting the prototype.
    const shared = Object.fromEntries(
      keys.map((key) => {
        const own = Object.hasOwn(previous, key);
        const kept = shareUnchanged(own ? previous[key] : undefined, next[key]);
        if (!own || kept !== previous[key]) same = false;
        return [key, kept];
      }),
    );
    return (same ? previous : shared) as T;
  }
  return next;
}
