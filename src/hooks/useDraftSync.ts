import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useConvexAuth, useMutation, useQuery } from "convex/react";
import type { UseFormReturnType } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { api } from "../../convex/_generated/api";
import { errorData, errorMessage } from "../../convex/model/errors";
import { emptyFormData, validateFormData, type FieldErrors, type FormData } from "../../convex/model/formData";
import { clearBackup, readBackup, writeBackup } from "../components/builder/draftBackup";
import { mergeBySection, type SectionChoice, type SectionId } from "../components/builder/sections";
import { useIsOnline } from "./useConnectionStatus";
import { canonicalJson } from "../components/builder/canonicalJson";

/** Autosave waits this long after the last change (spec: about 1 s after typing stops). */
export const AUTOSAVE_DELAY_MS = 1000;

export const SAVE_TEXTS = {
  saved: "Portfolio saved successfully!",
  failed: "Failed to save portfolio.",
  signedOut: "Please log in to save your data.",
  offline: "You are offline. Your changes will be saved when you reconnect.",
  tooLong: "Some fields are too long. Please shorten the highlighted fields.",
} as const;

export type SaveStatus =
  | { kind: "loading" }
  | { kind: "signed-out" }
  | { kind: "blocked"; message: string }
  | { kind: "conflict" }
  | { kind: "saving" }
  | { kind: "offline" }
  | { kind: "error"; message: string }
  | { kind: "unsaved" }
  | { kind: "saved"; at: number }
  | { kind: "new" };

/**
 * Another device or tab saved first: `mine` is what this form holds and has not saved; `base` is
 * the saved version both started from, when known (a merge then starts each section on the side
 * that changed it, so accepting the defaults keeps both people's edits).
 */
export type Conflict = { revision: number; updatedAt: number | null; mine: FormData; base: FormData | null };

export type ConflictChoice = { kind: "theirs" } | { kind: "mine" } | { kind: "merge"; choices: Partial<Record<SectionId, SectionChoice>> };

type SaveMode = "auto" | "manual" | "flush";

type Options = {
  form: UseFormReturnType<FormData>;
  templateId: string;
  /** Replaces every form value (and the entry keys that go with them). */
  replaceValues: (data: FormData) => void;
  /** Shows field errors; `focus` when the person asked to save and should be taken to the field. */
  showErrors: (errors: FieldErrors, focus: boolean) => void;
  /** When set, saving is refused with this message (e.g. a premium template on a free plan). */
  blockedReason?: string | null;
};

/**
 * Keeps the builder's form and the saved draft in step:
 * - loads the draft (or starts empty), and the template in the URL wins over the saved one;
 * - autosaves AUTOSAVE_DELAY_MS after the last change, one save at a time, never while offline;
 * - every save carries the revision it started from; a `portfolio/conflict` opens a choice
 *   (theirs, mine, or merged by section) and nothing is discarded until the person chooses;
 * - follows the draft live when another device saves and this form has no unsaved edits;
 * - keeps unsaved edits in localStorage so a closed tab or crash loses nothing.
 */
export function useDraftSync({ form, templateId, replaceValues, showErrors, blockedReason = null }: Options) {
  const { isAuthenticated } = useConvexAuth();
  const draft = useQuery(api.drafts.get);
  const user = useQuery(api.users.current);
  const saveDraft = useMutation(api.drafts.save);
  const online = useIsOnline();
  const uid = user?.uid ?? null;

  const [ready, setReady] = useState(false);
  const [savedJson, setSavedJsonState] = useState("");
  const [savedTemplate, setSavedTemplateState] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [lastSavedAt, setLastSavedAt] = useState<number | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);

  // Mirrors for code that runs after awaits, where state from the last render may be stale.
  const revisionRef = useRef(0);
  const savedJsonRef = useRef("");
  const savedTemplateRef = useRef<string | null>(null);
  const inflight = useRef<Promise<boolean> | null>(null);
  const setSaved = useCallback((json: string, template: string | null) => {
    savedJsonRef.current = json;
    savedTemplateRef.current = template;
    setSavedJsonState(json);
    setSavedTemplateState(template);
  }, []);

  const valuesJson = canonicalJson(form.values);
  const templatePending = savedTemplate !== null && savedTemplate !== templateId;
  const dirty = ready && (valuesJson !== savedJson || templatePending);
  const stateKey = `${templateId}|${valuesJson}`;

  const isDirtyNow = useCallback(() => {
    const pendingTemplate = savedTemplateRef.current !== null && savedTemplateRef.current !== templateId;
    return canonicalJson(form.getValues()) !== savedJsonRef.current || pendingTemplate;
  }, [form, templateId]);

  // Load once: the saved draft (or nothing), then any newer unsaved edits kept in this browser.
  useEffect(() => {
    if (ready || draft === undefined || user === undefined) return;
    const base = draft?.formData ?? emptyFormData();
    revisionRef.current = draft?.revision ?? 0;
    replaceValues(base);
    setSaved(canonicalJson(base), draft?.templateId ?? null);
    setLastSavedAt(draft?.updatedAt ?? null);
    const backup = uid ? readBackup(uid) : null;
    if (backup && canonicalJson(backup.formData) !== canonicalJson(base)) {
      if (backup.baseRevision === revisionRef.current) {
        replaceValues(backup.formData);
        notifications.show({ color: "blue", message: "Restored changes from this browser that were not saved yet." });
      } else if (draft) {
        // Edited here from an older revision, and saved elsewhere since: let the person choose.
        setConflict({ revision: draft.revision, updatedAt: draft.updatedAt, mine: backup.formData, base: null });
      }
    }
    setReady(true);
  }, [ready, draft, user, uid, replaceValues, setSaved]);

  // Unsaved edits go to this browser's storage at once; cleared when the server has them.
  useEffect(() => {
    if (!ready || !uid) return;
    if (dirty || conflict) {
      writeBackup(uid, { templateId, formData: conflict?.mine ?? form.getValues(), baseRevision: revisionRef.current, savedAt: Date.now() });
    } else {
      clearBackup(uid);
    }
  }, [ready, uid, dirty, conflict, stateKey, templateId, form]);

  // Another device saved and this form has nothing unsaved: follow it live.
  useEffect(() => {
    if (!ready || !draft || conflict || saving || dirty) return;
    if (draft.revision <= revisionRef.current) return;
    revisionRef.current = draft.revision;
    replaceValues(draft.formData);
    setSaved(canonicalJson(draft.formData), savedTemplateRef.current);
    setLastSavedAt(draft.updatedAt);
  }, [ready, draft, conflict, saving, dirty, replaceValues, setSaved]);

  const run = async (mode: SaveMode, values: FormData = form.getValues()): Promise<boolean> => {
    const manual = mode === "manual";
    if (!isAuthenticated) {
      if (manual) notifications.show({ color: "red", message: SAVE_TEXTS.signedOut });
      return false;
    }
    if (blockedReason) {
      if (manual) notifications.show({ color: "red", title: SAVE_TEXTS.failed, message: blockedReason });
      return false;
    }
    if (!online) {
      if (manual) notifications.show({ color: "yellow", message: SAVE_TEXTS.offline });
      return false;
    }
    const json = canonicalJson(values);
    const key = `${templateId}|${json}`;
    const pendingTemplate = savedTemplateRef.current !== null && savedTemplateRef.current !== templateId;
    if (mode !== "manual" && json === savedJsonRef.current && !pendingTemplate) return true;
    const errors = validateFormData(values, "draft");
    if (Object.keys(errors).length > 0) {
      showErrors(errors, mode !== "auto");
      setFailure({ key, message: SAVE_TEXTS.tooLong });
      if (manual) notifications.show({ color: "red", title: SAVE_TEXTS.failed, message: SAVE_TEXTS.tooLong });
      return false;
    }
    setSaving(true);
    try {
      const result = await saveDraft({ templateId, formData: values, baseRevision: revisionRef.current });
      revisionRef.current = result.revision;
      setSaved(json, templateId);
      setLastSavedAt(result.updatedAt);
      setFailure(null);
      if (manual) notifications.show({ color: "green", message: SAVE_TEXTS.saved });
      return true;
    } catch (error) {
      const data = errorData(error);
      if (data?.code === "portfolio/conflict") {
        const base = savedJsonRef.current ? (JSON.parse(savedJsonRef.current) as FormData) : null;
        setConflict({ revision: data.revision ?? revisionRef.current + 1, updatedAt: data.updatedAt ?? null, mine: values, base });
        return false;
      }
      if (data?.code === "validation/invalid" && data.fields) showErrors(data.fields, mode !== "auto");
      const message = errorMessage(error, "Please check your connection and try again.");
      setFailure({ key, message });
      if (manual) notifications.show({ color: "red", title: SAVE_TEXTS.failed, message });
      return false;
    } finally {
      setSaving(false);
    }
  };
  const runRef = useRef(run);
  useLayoutEffect(() => {
    runRef.current = run;
  });

  /** Saves now (one save at a time; a second call waits for the first). */
  const save = useCallback((mode: SaveMode = "manual", values?: FormData): Promise<boolean> => {
    const previous = inflight.current ?? Promise.resolve(true);
    const next = previous.then(() => runRef.current(mode, values));
    inflight.current = next;
    void next.finally(() => {
      if (inflight.current === next) inflight.current = null;
    });
    return next;
  }, []);

  /** Saves if anything is unsaved; true when the server has this form's content. */
  const flush = useCallback(async () => {
    if (inflight.current) await inflight.current;
    return isDirtyNow() ? save("flush") : true;
  }, [isDirtyNow, save]);

  // Autosave after a pause; not again for a state that just failed (until it changes).
  useEffect(() => {
    if (!ready || !dirty || conflict || saving || !online || !isAuthenticated || blockedReason) return;
    if (failure?.key === stateKey) return;
    const timer = setTimeout(() => void save("auto"), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, dirty, conflict, saving, online, isAuthenticated, blockedReason, failure, stateKey, save]);

  /** The other version, once the live query has caught up with the conflicting revision. */
  const theirs = conflict && draft && draft.revision >= conflict.revision ? draft : null;

  const resolveConflict = useCallback(
    /** Applies the choice; for "theirs" it hands back the discarded edits so they can be restored. */
    async (choice: ConflictChoice): Promise<{ saved: boolean; discarded: FormData | null }> => {
      if (!conflict || !theirs) return { saved: false, discarded: null };
      const mine = conflict.mine;
      revisionRef.current = theirs.revision;
      setConflict(null);
      setFailure(null);
      if (choice.kind === "theirs") {
        replaceValues(theirs.formData);
        setSaved(canonicalJson(theirs.formData), savedTemplateRef.current);
        setLastSavedAt(theirs.updatedAt);
        return { saved: true, discarded: mine };
      }
      const next = choice.kind === "mine" ? mine : mergeBySection(mine, theirs.formData, choice.choices);
      // The server now holds theirs: that is the base of this save (and of any later conflict).
      setSaved(canonicalJson(theirs.formData), savedTemplateRef.current);
      replaceValues(next);
      return { saved: await save("manual", next), discarded: null };
    },
    [conflict, theirs, replaceValues, setSaved, save],
  );

  const status: SaveStatus = !ready
    ? { kind: "loading" }
    : !isAuthenticated
      ? { kind: "signed-out" }
      : blockedReason
        ? { kind: "blocked", message: blockedReason }
        : conflict
          ? { kind: "conflict" }
          : saving
            ? { kind: "saving" }
            : !online
              ? { kind: "offline" }
              : failure && dirty
                ? { kind: "error", message: failure.message }
                : dirty
                  ? { kind: "unsaved" }
                  : lastSavedAt !== null
                    ? { kind: "saved", at: lastSavedAt }
                    : { kind: "new" };

  return { ready, draft, dirty, status, save, flush, isDirtyNow, conflict, theirs, resolveConflict };
}

export type DraftSync = ReturnType<typeof useDraftSync>;
