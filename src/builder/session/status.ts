import { canonicalJson } from "../../../convex/model/canonicalJson";
import type { FormData } from "../../../convex/model/formData";
import type { SaveStatus, SessionState } from "./sessionState";

/**
 * canonicalJson of form values, remembered per object: values are never changed in place (each edit
 * makes new objects along its path), and the saved version is compared on every keystroke.
 */
const jsonCache = new WeakMap<object, string>();
export function valuesJson(values: FormData): string {
  let json = jsonCache.get(values);
  if (json === undefined) jsonCache.set(values, (json = canonicalJson(values)));
  return json;
}

/**
 * Whether two values would be the same JSON (keys holding undefined count as absent). Edits make new
 * objects only along the changed path, so the form and the saved draft share every other subtree:
 * the identity check skips those, and a keystroke compares one path, not the whole portfolio.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return (a ?? null) === (b ?? null);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => jsonEqual(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((key) => o[key] !== undefined);
  const leftKeys = keys(left);
  if (leftKeys.length !== keys(right).length) return false;
  return leftKeys.every((key) => right[key] !== undefined && jsonEqual(left[key], right[key]));
}

/** Whether the form differs from the saved draft (values or the template to save). */
export function isDirty(s: Pick<SessionState, "ready" | "values" | "saved" | "templateId">): boolean {
  const pendingTemplate = s.saved.templateId !== null && s.saved.templateId !== s.templateId;
  return s.ready && (pendingTemplate || !jsonEqual(s.values, s.saved.formData));
}

/** The one save status the toolbar shows, first match wins. */
export function saveStatusOf(s: Omit<SessionState, "status">): SaveStatus {
  if (!s.ready) return { kind: "loading" };
  if (!s.env.authenticated) return { kind: "signed-out" };
  if (s.env.blockedReason) return { kind: "blocked", message: s.env.blockedReason };
  if (s.conflict) return { kind: "conflict" };
  if (s.saving) return { kind: "saving" };
  if (!s.env.online) return { kind: "offline" };
  if (s.failure && s.dirty) {
    const { reason, message, field, retryAt } = s.failure;
    return { kind: "error", reason, message, field, retryAt };
  }
  if (s.dirty) return { kind: "unsaved" };
  return s.saved.updatedAt !== null ? { kind: "saved", at: s.saved.updatedAt } : { kind: "new" };
}
