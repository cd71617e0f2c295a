import { dequal } from "dequal";
import { emptyFormData, type PortfolioFormData } from "../../../convex/model/formData";
import { withItemIds } from "./ids";
import { mergeThreeWay, settleConflicts, type ConflictChoice } from "./merge";
import type { BackupStore, RemoteDraft } from "./port";
import type { SavedVersion, SessionConflict, SessionNotice, SessionState } from "./sessionState";

/*
 * Versions from elsewhere, as pure steps from the session's state to its next: the saved draft and
 * this browser's backup at load, newer drafts from the live query (another tab, device or
 * collaborator), and the person's choices when both changed the same values.
 */

type Merged = { values: PortfolioFormData } | { conflict: SessionConflict };

/** Both versions' changes since `base` together; the overlapping ones ask the person. */
function mergeWith(base: PortfolioFormData | undefined, mine: PortfolioFormData, theirs: PortfolioFormData, draft: RemoteDraft): Merged {
  const { merged, conflicts } = mergeThreeWay<PortfolioFormData>(base as PortfolioFormData, mine, theirs);
  if (conflicts.length === 0) return { values: merged };
  const by = draft.editedBy && draft.editedBy.name !== "you" ? draft.editedBy.name : null;
  return { conflict: { revision: draft.revision, updatedAt: draft.updatedAt, mine, theirs, merged, conflicts, by } };
}

/**
 * The session once the saved draft (or nothing) and this browser's unsaved edits are loaded: edits
 * made on the same revision come back as they were; edits from an older revision are merged with
 * what was saved since, and only overlapping values ask the person.
 */
export function loaded(draft: RemoteDraft | null, backup: BackupStore | null): Partial<SessionState> {
  const formData = withItemIds(draft?.formData ?? emptyFormData());
  const saved: SavedVersion = { formData, templateId: draft?.templateId ?? null, revision: draft?.revision ?? 0, updatedAt: draft?.updatedAt ?? null };
  let values = formData;
  let conflict: SessionConflict | null = null;
  let notice: SessionNotice | null = null;
  const kept = backup?.read() ?? null;
  if (kept && !dequal(kept.formData, formData)) {
    const mine = withItemIds(kept.formData);
    if (kept.baseRevision === saved.revision) {
      values = mine;
      notice = { kind: "restored-backup" };
    } else if (draft) {
      const result = mergeWith(kept.base ? withItemIds(kept.base) : undefined, mine, formData, draft);
      if ("values" in result) {
        values = result.values;
        notice = { kind: "restored-backup" };
      } else conflict = result.conflict;
    }
  }
  return { ready: true, saved, values, hadDraft: draft !== null, conflict, notice, knownImages: { ...draft?.images } };
}

/**
 * A newer saved draft taken in: followed at once when nothing is unsaved, else merged under the
 * unsaved edits (`resave`: the merge is to be saved), or a conflict when they overlap.
 */
export function followed(s: SessionState, draft: RemoteDraft): { patch: Partial<SessionState>; resave: boolean } {
  const theirs = withItemIds(draft.formData);
  // The template stays what this builder saved last: the URL's template is ours to save.
  const saved: SavedVersion = { formData: theirs, templateId: s.saved.templateId ?? draft.templateId, revision: draft.revision, updatedAt: draft.updatedAt };
  if (!s.dirty) return { patch: { values: theirs, saved, failure: null }, resave: false };
  const result = mergeWith(s.saved.formData, s.values, theirs, draft);
  if ("conflict" in result) return { patch: { conflict: result.conflict }, resave: false };
  return { patch: { values: result.values, saved, failure: null, notice: { kind: "merged-remote" } }, resave: true };
}

/**
 * The conflict settled by the person's choices (each conflict's key → mine or theirs; unnamed ones
 * keep mine), on top of the other version, which becomes the saved one.
 */
export function settled(
  s: SessionState,
  conflict: SessionConflict,
  choices: Record<string, ConflictChoice>,
  remote: RemoteDraft | null,
): Partial<SessionState> & Pick<SessionState, "values"> {
  return {
    conflict: null,
    failure: null,
    values: settleConflicts(conflict.merged, conflict.conflicts, choices),
    saved: {
      formData: conflict.theirs,
      templateId: s.saved.templateId ?? remote?.templateId ?? null,
      revision: conflict.revision,
      updatedAt: conflict.updatedAt,
    },
  };
}
