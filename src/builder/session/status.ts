import { dequal } from "dequal";
import type { SaveStatus, SessionState } from "./sessionState";

/**
 * Whether the form differs from the saved draft (values or the template to save). Edits make new
 * objects only along the changed path (and remove keys rather than hold undefined), so the form and
 * the saved draft share every other subtree: dequal's identity check skips those, and a keystroke
 * compares one path, not the whole portfolio.
 */
export function isDirty(s: Pick<SessionState, "ready" | "values" | "saved" | "templateId">): boolean {
  const pendingTemplate = s.saved.templateId !== null && s.saved.templateId !== s.templateId;
  return s.ready && (pendingTemplate || !dequal(s.values, s.saved.formData));
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
