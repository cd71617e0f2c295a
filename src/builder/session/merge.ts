import { dequal } from "dequal";

/**
 * Three-way merge of two versions of the same document against the version both started from.
 * Plain objects merge key by key; arrays whose entries all carry an `id` merge entry by entry (an
 * entry edited on one side and moved or edited elsewhere on the other keeps both changes); any
 * other value is atomic. Only a value changed differently on both sides is a conflict.
 */

/** Where a value sits: object keys, and `{ id }` for a list entry. */
export type PathSegment = string | { id: string };
export type MergePath = PathSegment[];

/** One value both sides changed differently. `undefined` means "removed" (a list entry). */
export type MergeConflict = { path: MergePath; base: unknown; mine: unknown; theirs: unknown };

export type MergeResult<T> = { merged: T; conflicts: MergeConflict[] };

type Json = unknown;
type Item = { id: string } & Record<string, unknown>;

const same = dequal;
const isPlainObject = (value: Json): value is Record<string, unknown> => value !== null && typeof value === "object" && !Array.isArray(value);
const isIdList = (value: Json): value is Item[] => Array.isArray(value) && value.every((item) => isPlainObject(item) && typeof item.id === "string");

/** Merges `mine` and `theirs` from `base`; conflicting values are left as `mine` in `merged`. */
export function mergeThreeWay<T>(base: T, mine: T, theirs: T): MergeResult<T> {
  const conflicts: MergeConflict[] = [];
  const merged = mergeValue(base, mine, theirs, [], conflicts) as T;
  return { merged, conflicts };
}

function mergeValue(base: Json, mine: Json, theirs: Json, path: MergePath, conflicts: MergeConflict[]): Json {
  if (same(mine, theirs)) return mine;
  if (base !== undefined && same(base, mine)) return theirs;
  if (base !== undefined && same(base, theirs)) return mine;
  if (isPlainObject(mine) && isPlainObject(theirs) && (base === undefined || isPlainObject(base))) {
    const from = (base ?? {}) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(from), ...Object.keys(mine), ...Object.keys(theirs)])) {
      const value = mergeValue(from[key], mine[key], theirs[key], [...path, key], conflicts);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (isIdList(mine) && isIdList(theirs) && (base === undefined || isIdList(base))) {
    return mergeList(base ?? [], mine, theirs, path, conflicts);
  }
  conflicts.push({ path, base, mine, theirs });
  return mine;
}

function mergeList(base: Item[], mine: Item[], theirs: Item[], path: MergePath, conflicts: MergeConflict[]): Item[] {
  const byId = (list: Item[]) => new Map(list.map((item) => [item.id, item]));
  const [b, m, t] = [byId(base), byId(mine), byId(theirs)];
  const kept = new Map<string, Item>();
  for (const id of new Set([...b.keys(), ...m.keys(), ...t.keys()])) {
    const [inBase, inMine, inTheirs] = [b.get(id), m.get(id), t.get(id)];
    const itemPath = [...path, { id }];
    if (inMine && inTheirs) {
      kept.set(id, mergeValue(inBase, inMine, inTheirs, itemPath, conflicts) as Item);
    } else if (inMine || inTheirs) {
      const present = (inMine ?? inTheirs)!;
      if (!inBase)
        kept.set(id, present); // added on one side
      else if (!same(inBase, present)) {
        // Removed on one side, edited on the other: keep it until the person chooses.
        conflicts.push({ path: itemPath, base: inBase, mine: inMine, theirs: inTheirs });
        kept.set(id, present);
      }
      // else: removed on one side and untouched on the other → removed.
    }
  }
  // Order: the side that reordered wins; entries only the other side has go before their successor
  // there (or at the end when they were last).
  const order = (list: Item[]) => list.map((item) => item.id).filter((id) => b.has(id) && m.has(id) && t.has(id));
  const mineMoved = !same(order(mine), order(base));
  const [lead, other] = mineMoved ? [mine, theirs] : [theirs, mine];
  const ids = lead.map((item) => item.id).filter((id) => kept.has(id));
  [...other].reverse().forEach((item, reversedIndex) => {
    if (!kept.has(item.id) || ids.includes(item.id)) return;
    const successor = other.slice(other.length - reversedIndex).find((next) => ids.includes(next.id));
    ids.splice(successor ? ids.indexOf(successor.id) : ids.length, 0, item.id);
  });
  return ids.map((id) => kept.get(id)!);
}

/** The value at `path` (undefined when it is not there). */
export function valueAt(root: Json, path: MergePath): Json {
  let node: Json = root;
  for (const segment of path) {
    if (typeof segment === "string") node = isPlainObject(node) ? node[segment] : undefined;
    else node = Array.isArray(node) ? (node as Item[]).find((item) => item?.id === segment.id) : undefined;
  }
  return node;
}

/** A copy of `root` with `value` at `path`; `undefined` removes a list entry (or a key). */
export function withValueAt<T>(root: T, path: MergePath, value: Json): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  if (typeof head === "string") {
    const object = { ...(root as Record<string, unknown>) };
    const next = withValueAt(object[head], rest, value);
    if (next === undefined) delete object[head];
    else object[head] = next;
    return object as T;
  }
  const list = [...((root as Item[] | undefined) ?? [])];
  const index = list.findIndex((item) => item.id === head.id);
  const next = withValueAt(index === -1 ? undefined : list[index], rest, value) as Item | undefined;
  if (index === -1) {
    if (next !== undefined) list.push(next);
  } else if (next === undefined) list.splice(index, 1);
  else list[index] = next;
  return list as T;
}

export type ConflictChoice = "mine" | "theirs";

/** The merged version with each conflict settled by the person's choice (default: mine). */
export function settleConflicts<T>(merged: T, conflicts: MergeConflict[], choices: Record<string, ConflictChoice>): T {
  return conflicts.reduce(
    (doc, conflict) => withValueAt(doc, conflict.path, choices[pathKey(conflict.path)] === "theirs" ? conflict.theirs : conflict.mine),
    merged,
  );
}

/** A string key for a path (`skills.#a1b2.name`), for choices and React keys. */
export function pathKey(path: MergePath): string {
  return path.map((segment) => (typeof segment === "string" ? segment : `#${segment.id}`)).join(".");
}
