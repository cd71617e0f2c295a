/**
 * JSON with object keys sorted at every level. Convex returns documents with their fields in its
 * own (sorted) order while the form keeps its own, so plain JSON.stringify would call two equal
 * versions different (and autosave content that did not change).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
