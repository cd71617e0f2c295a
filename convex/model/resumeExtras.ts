import { canonicalJson } from "./canonicalJson";

/**
 * What a JSON Resume item held that the draft's fields do not (a skill's keywords, a job's
 * location, a profile's username, a field of a newer schema…), kept with the entry it came with,
 * so exporting gives it back. Stored as JSON text: a patch of the item's keys, each with the value
 * the export would write without it (`was`) and the file's value (`is`; absent = the file had no
 * such key). On export a key is patched only while the export would still write `was`: once the
 * owner edits the field that produced it, the edit wins.
 */
type Json = Record<string, unknown>;
type Change = { was?: unknown; is?: unknown };
export type ResumePatch = Record<string, Change>;

// Equal as the exported file would write them: JSON drops undefined fields, which deep equality would count.
const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` without the key `hidden` at any depth: the product's own extension, which export writes afresh. */
export function withoutKeyDeep(value: unknown, hidden: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutKeyDeep(v, hidden));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (k === hidden ? [] : [[k, withoutKeyDeep(v, hidden)]])));
}

/**
 * The patch that turns `written` (what export writes for the entry) into `item` (the file's), as
 * text; undefined when none is needed. Keys named `hidden` are left out of the comparison at every depth.
 */
export function resumePatchOf(item: Json, written: Json, hidden: string): string | undefined {
  const patch: ResumePatch = {};
  for (const key of new Set([...Object.keys(item), ...Object.keys(written)])) {
    if (key === hidden) continue;
    const has = Object.hasOwn(item, key) && item[key] !== undefined;
    const wrote = Object.hasOwn(written, key) && written[key] !== undefined;
    const [mine, theirs] = [withoutKeyDeep(item[key], hidden), withoutKeyDeep(written[key], hidden)];
    if (has === wrote && (!has || same(mine, theirs))) continue;
    const change: Change = {};
    if (wrote) change.was = theirs;
    if (has) change.is = mine;
    patch[key] = change;
  }
  return Object.keys(patch).length === 0 ? undefined : JSON.stringify(patch);
}

/** `written` with the stored patch applied where its field is unchanged; a damaged patch changes nothing. */
export function applyResumePatch(written: Json, patchText: string | undefined, hidden: string): Json {
  if (!patchText) return written;
  let patch: unknown;
  try {
    patch = JSON.parse(patchText);
  } catch {
    return written;
  }
  if (!isObject(patch)) return written;
  const result: Json = { ...written };
  for (const [key, change] of Object.entries(patch)) {
    if (!isObject(change) || key === "__proto__") continue;
    const current = Object.hasOwn(written, key) ? withoutKeyDeep(written[key], hidden) : undefined;
    const was = Object.hasOwn(change, "was") ? change.was : undefined;
    if (!same(current ?? null, was ?? null) || (current === undefined) !== (was === undefined)) continue;
    if (Object.hasOwn(change, "is")) result[key] = change.is;
    else delete result[key];
  }
  return result;
}
