import { mergeThreeWay } from "./merge";
import type { Translation } from "../../../convex/model/translations";
import { changedTranslationPaths } from "../../../convex/model/translationEdits";

/** One undoable change: the values before and after it. */
type Step<T> = { before: T; after: T; group: string | null; at: number };

/** Typing into one field within this pause is one undo step. */
export const UNDO_GROUP_MS = 1000;
const MAX_STEPS = 200;

/**
 * Undo/redo for the whole session. A step is replayed as a three-way merge onto the current
 * values (undo: from `after` back to `before`), so undoing one's own edit never reverts what
 * another device changed meanwhile in other fields or entries.
 */
export class History<T> {
  private done: Step<T>[] = [];
  private undone: Step<T>[] = [];

  constructor(private readonly now: () => number = Date.now) {}

  /** Records a change; consecutive changes of the same `group` close together join one step. */
  record(before: T, after: T, group: string | null = null): void {
    const last = this.done.at(-1);
    const at = this.now();
    if (group !== null && last && last.group === group && at - last.at < UNDO_GROUP_MS) {
      last.after = after;
      last.at = at;
    } else {
      this.done.push({ before, after, group, at });
      if (this.done.length > MAX_STEPS) this.done.shift();
    }
    this.undone = [];
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }
  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** The step Undo would replay next (its values before and after), or null. */
  get nextUndo(): { before: T; after: T } | null {
    return this.done.at(-1) ?? null;
  }
  get nextRedo(): { before: T; after: T } | null {
    return this.undone.at(-1) ?? null;
  }

  /** The values after undoing the last step, applied to `current`; null when there is none. */
  undo(current: T): T | null {
    const step = this.done.pop();
    if (!step) return null;
    this.undone.push({ ...step, group: null });
    return mergeThreeWay(step.after, step.before, current).merged;
  }

  redo(current: T): T | null {
    const step = this.undone.pop();
    if (!step) return null;
    this.done.push(step);
    return mergeThreeWay(step.before, step.after, current).merged;
  }

  clear(): void {
    this.done = [];
    this.undone = [];
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The form paths that differ between two values: top-level fields, one level deeper inside
 * objects (`theme.scheme`, `contact.email`); lists count as one field (`skills`). `defaults` stand
 * in for optional objects that one side lacks (a draft from before themes has no `theme`).
 */
export function changedPaths(before: unknown, after: unknown, defaults: Record<string, unknown> = {}): string[] {
  if (!isPlainObject(before) || !isPlainObject(after)) return [];
  const paths: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key] ?? defaults[key];
    const b = after[key] ?? defaults[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    // A translation's texts: each text changed (`translations.fr.role`), so Undo shows where it is.
    if (key === "translations") paths.push(...changedTranslationPaths(a as Translation[] | undefined, b as Translation[] | undefined));
    else if (isPlainObject(a) && isPlainObject(b)) {
      for (const inner of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (JSON.stringify(a[inner]) !== JSON.stringify(b[inner])) paths.push(`${key}.${inner}`);
    } else paths.push(key);
  }
  return paths;
}
