import { canonicalJson } from "../../../convex/model/canonicalJson";
import { errorData, errorMessage } from "../../../convex/model/errors";
import { EMPTY_ENTRY, emptyFormData, validateFormData, type FieldErrors, type FormData, type ListSection } from "../../../convex/model/formData";
import { backoffDelay, OPERATION_RETRY } from "../../lib/backoff";
import type { ImageSources } from "./content";
import type { UploadResult } from "../../lib/upload";
import { DEFAULT_THEME } from "../../../convex/model/theme";
import { History, changedPaths } from "./history";
import { newItemId, withItemIds } from "./ids";
import { ImageUploads, type ObjectUrls } from "./imageUploads";
import { mergeThreeWay, pathKey, settleConflicts, valueAt, withValueAt, type ConflictChoice, type MergePath } from "./merge";
import type { BackupStore, RemoteDraft, SessionPort } from "./port";
import {
  AUTOSAVE_DELAY_MS,
  PROFILE_SLOT,
  PUBLISH_BLOCKED,
  SAVE_TEXTS,
  type PublishResult,
  type SavedVersion,
  type SaveResult,
  type SaveStatus,
  type SessionConflict,
  type SessionEnv,
  type SessionNotice,
  type SessionState,
} from "./sessionState";

export * from "./sessionState";


type Options = {
  templateId: string;
  port: SessionPort;
  autosaveDelayMs?: number;
  now?: () => number;
  random?: () => number;
  objectUrls?: ObjectUrls;
};

const NETWORK_MESSAGE = "Please check your connection and try again.";

/**
 * canonicalJson of form values, remembered per object: values are never changed in place (each edit
 * makes new objects along its path), and the saved version is compared on every keystroke.
 */
const jsonCache = new WeakMap<object, string>();
function valuesJson(values: FormData): string {
  let json = jsonCache.get(values);
  if (json === undefined) jsonCache.set(values, (json = canonicalJson(values)));
  return json;
}

/** Form path with indexes (`skills.2.name`) → path with entry ids, against `values`. */
function idPath(values: FormData, path: string): MergePath {
  const out: MergePath = [];
  let node: unknown = values;
  for (const part of path.split(".")) {
    if (Array.isArray(node) && /^\d+$/.test(part)) {
      const item = node[Number(part)] as { id: string } | undefined;
      out.push({ id: item?.id ?? `missing-${part}` });
      node = item;
    } else {
      out.push(part);
      node = (node as Record<string, unknown> | undefined)?.[part];
    }
  }
  return out;
}

/**
 * Where an image slot's picture sits: the profile photo, a project's cover or an entry of one of
 * the owner's own sections (slots are entry ids); null once that project or entry is gone.
 */
export function imagePathOf(values: FormData, slot: string): MergePath | null {
  if (slot === PROFILE_SLOT) return ["image"];
  if (values.projects.some((p) => p.id === slot)) return ["projects", { id: slot }, "project_image"];
  const section = values.customSections?.find((s) => s.entries.some((e) => e.id === slot));
  return section ? ["customSections", { id: section.id }, "entries", { id: slot }, "image"] : null;
}

/** The storage id an image slot holds now (null when none, or the slot is gone). */
export function imageIdOfSlot(values: FormData, slot: string): string | null {
  const path = imagePathOf(values, slot);
  return path === null ? null : ((valueAt(values, path) as string | null | undefined) ?? null);
}

const imageSlotsOf = (values: FormData): string[] => [
  PROFILE_SLOT,
  ...values.projects.map((p) => p.id ?? ""),
  ...(values.customSections ?? []).flatMap((s) => s.entries.map((e) => e.id ?? "")),
];

/** The first of `errors` in form order, for "the field that blocks saving". */
const firstField = (errors: FieldErrors): string | null => Object.keys(errors)[0] ?? null;

/**
 * The builder's one source of truth, free of React: the form values (list entries with stable
 * ids), their image uploads, the saved draft and its revision, autosave with retries, this
 * browser's backup, merges with other devices' saves, and undo/redo. React subscribes through
 * `subscribe`/`getState` (useSyncExternalStore); the UI shows notices and results, the store
 * never does.
 */
export class BuilderSession {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private readonly history: History<FormData>;
  private readonly uploads: ImageUploads;
  private readonly port: SessionPort;
  private readonly autosaveDelayMs: number;
  private readonly now: () => number;
  private readonly random: () => number;
  private backup: BackupStore | null = null;
  private autosaveTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private inflight: Promise<SaveResult> | null = null;
  /** A save was refused as a conflict; the remote draft at this revision is awaited. */
  private awaitedRevision: number | null = null;
  private latestRemote: RemoteDraft | null = null;

  constructor({ templateId, port, autosaveDelayMs = AUTOSAVE_DELAY_MS, now = Date.now, random = Math.random, objectUrls }: Options) {
    this.port = port;
    this.autosaveDelayMs = autosaveDelayMs;
    this.now = now;
    this.random = random;
    this.history = new History(now);
    this.uploads = new ImageUploads(
      port.upload,
      (images) => this.set({ images }),
      (slot, result) => this.uploaded(slot, result),
      objectUrls,
    );
    const values = emptyFormData();
    this.state = this.derive({
      ready: false,
      values,
      templateId,
      saved: { formData: values, templateId: null, revision: 0, updatedAt: null },
      hadDraft: false,
      dirty: false,
      saving: false,
      failure: null,
      conflict: null,
      errors: {},
      images: {},
      knownImages: {},
      canUndo: false,
      canRedo: false,
      notice: null,
      env: { authenticated: true, online: true, blockedReason: null },
      status: { kind: "loading" },
    });
  }

  // --- store plumbing -------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SessionState => this.state;

  private set(patch: Partial<SessionState>) {
    this.state = this.derive({ ...this.state, ...patch });
    if (this.state.ready && ("values" in patch || "saved" in patch || "conflict" in patch || "templateId" in patch)) this.writeBackup();
    this.listeners.forEach((listener) => listener());
  }

  private derive(s: SessionState): SessionState {
    const pendingTemplate = s.saved.templateId !== null && s.saved.templateId !== s.templateId;
    const dirty = s.ready && (pendingTemplate || (s.values !== s.saved.formData && valuesJson(s.values) !== valuesJson(s.saved.formData)));
    const status: SaveStatus = !s.ready
      ? { kind: "loading" }
      : !s.env.authenticated
        ? { kind: "signed-out" }
        : s.env.blockedReason
          ? { kind: "blocked", message: s.env.blockedReason }
          : s.conflict
            ? { kind: "conflict" }
            : s.saving
              ? { kind: "saving" }
              : !s.env.online
                ? { kind: "offline" }
                : s.failure && dirty
                  ? { kind: "error", message: s.failure.message, field: s.failure.field, retryAt: s.failure.retryAt }
                  : dirty
                    ? { kind: "unsaved" }
                    : s.saved.updatedAt !== null
                      ? { kind: "saved", at: s.saved.updatedAt }
                      : { kind: "new" };
    return { ...s, dirty, status, canUndo: this.history?.canUndo ?? false, canRedo: this.history?.canRedo ?? false };
  }

  private writeBackup() {
    if (!this.backup) return;
    const { dirty, conflict, values, templateId, saved } = this.state;
    if (dirty || conflict) {
      this.backup.write({ templateId, formData: conflict?.mine ?? values, baseRevision: saved.revision, savedAt: this.now(), base: saved.formData });
    } else {
      this.backup.clear();
    }
  }

  /**
   * Stops timers and uploads (the builder unmounted). The session stays usable: React's strict
   * mode unmounts and mounts the same component once in development.
   */
  dispose(): void {
    this.clearTimers();
    this.uploads.dispose();
  }

  private clearTimers() {
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.autosaveTimer = this.retryTimer = null;
  }

  // --- environment and loading ----------------------------------------------------------------

  setEnvironment(env: Partial<SessionEnv>): void {
    const next = { ...this.state.env, ...env };
    if (canonicalJson(next) === canonicalJson(this.state.env)) return;
    this.set({ env: next });
    this.scheduleAutosave();
  }

  /** The template this builder edits (the URL's; it wins over the saved one at the next save). */
  setTemplate(templateId: string): void {
    if (templateId === this.state.templateId) return;
    this.set({ templateId });
    this.scheduleAutosave();
  }

  /**
   * Loads the saved draft (or nothing) and then this browser's unsaved edits: edits made on the
   * same revision come back as they were; edits from an older revision are merged with what was
   * saved since, and only overlapping values ask the person.
   */
  load(draft: RemoteDraft | null, backup: BackupStore | null): void {
    if (this.state.ready) return;
    this.backup = backup;
    const formData = withItemIds(draft?.formData ?? emptyFormData());
    const saved: SavedVersion = { formData, templateId: draft?.templateId ?? null, revision: draft?.revision ?? 0, updatedAt: draft?.updatedAt ?? null };
    let values = formData;
    let conflict: SessionConflict | null = null;
    let notice: SessionNotice | null = null;
    const kept = backup?.read() ?? null;
    if (kept && canonicalJson(kept.formData) !== canonicalJson(formData)) {
      const mine = withItemIds(kept.formData);
      if (kept.baseRevision === saved.revision) {
        values = mine;
        notice = { kind: "restored-backup" };
      } else if (draft) {
        const result = this.mergeWith(kept.base ? withItemIds(kept.base) : undefined, mine, formData, draft);
        if ("values" in result) {
          values = result.values;
          notice = { kind: "restored-backup" };
        } else conflict = result.conflict;
      }
    }
    this.latestRemote = draft;
    this.set({ ready: true, saved, values, hadDraft: draft !== null, conflict, notice, knownImages: { ...draft?.images } });
    this.scheduleAutosave();
  }

  /** A newer draft from the live query: followed at once, or merged under unsaved edits. */
  receiveDraft(draft: RemoteDraft | null): void {
    if (draft === null) return;
    this.latestRemote = draft;
    if (!this.state.ready) return;
    this.set({ knownImages: { ...this.state.knownImages, ...draft.images } });
    if (this.state.saving || this.state.conflict) return;
    if (draft.revision <= this.state.saved.revision) return;
    if (this.awaitedRevision !== null && draft.revision < this.awaitedRevision) return;
    this.awaitedRevision = null;
    const theirs = withItemIds(draft.formData);
    if (!this.state.dirty) {
      this.set({ values: theirs, saved: this.savedFrom(draft, theirs), failure: null });
      this.prune();
      return;
    }
    const result = this.mergeWith(this.state.saved.formData, this.state.values, theirs, draft);
    if ("values" in result) {
      this.set({ values: result.values, saved: this.savedFrom(draft, theirs), failure: null, notice: { kind: "merged-remote" } });
      this.prune();
      this.scheduleAutosave(0);
    } else {
      this.set({ conflict: result.conflict });
    }
  }

  private savedFrom(draft: RemoteDraft, formData: FormData): SavedVersion {
    // The template stays what this builder saved last: the URL's template is ours to save.
    return { formData, templateId: this.state.saved.templateId ?? draft.templateId, revision: draft.revision, updatedAt: draft.updatedAt };
  }

  private mergeWith(base: FormData | undefined, mine: FormData, theirs: FormData, draft: RemoteDraft): { values: FormData } | { conflict: SessionConflict } {
    const { merged, conflicts } = mergeThreeWay<FormData>(base as FormData, mine, theirs);
    if (conflicts.length === 0) return { values: merged };
    const by = draft.editedBy && draft.editedBy.name !== "you" ? draft.editedBy.name : null;
    return { conflict: { revision: draft.revision, updatedAt: draft.updatedAt, mine, theirs, merged, conflicts, by } };
  }

  clearNotice(): void {
    if (this.state.notice) this.set({ notice: null });
  }

  // --- editing --------------------------------------------------------------------------------

  private change(next: FormData, group: string | null, record = true) {
    const before = this.state.values;
    if (next === before) return;
    if (record) this.history.record(before, next, group);
    this.set({ values: next, errors: this.revalidate(next, this.state.errors) });
    this.prune();
    this.scheduleAutosave();
  }

  /** Shown errors after a change: limits at once; other rules only where an error already shows. */
  private revalidate(values: FormData, shown: FieldErrors): FieldErrors {
    const limits = validateFormData(values, "draft");
    const rules = validateFormData(values, "publish");
    const next: FieldErrors = { ...limits };
    for (const path of Object.keys(shown)) if (rules[path] && !next[path]) next[path] = rules[path];
    return next;
  }

  /** Sets one value by its form path (`name`, `contact.email`, `skills.2.percentage`). */
  setField(path: string, value: unknown): void {
    const at = idPath(this.state.values, path);
    if (canonicalJson(valueAt(this.state.values, at)) === canonicalJson(value)) return;
    this.change(withValueAt(this.state.values, at, value), pathKey(at));
  }

  /** The field lost focus: its own rules (links, email, phone) now show their message. */
  blur(path: string): void {
    const message = validateFormData(this.state.values, "publish")[path];
    const errors = { ...this.state.errors };
    if (message) errors[path] = message;
    else delete errors[path];
    if (canonicalJson(errors) !== canonicalJson(this.state.errors)) this.set({ errors });
  }

  /** Shows these errors (e.g. the server's, or publish rules). */
  showErrors(errors: FieldErrors): void {
    this.set({ errors });
  }

  /** Appends a blank entry; returns its id. */
  addItem(section: ListSection): string {
    const id = newItemId();
    const values = this.state.values;
    this.change({ ...values, [section]: [...values[section], { ...EMPTY_ENTRY[section](), id }] }, null);
    return id;
  }

  removeItem(section: ListSection, id: string): void {
    const values = this.state.values;
    this.change({ ...values, [section]: (values[section] as { id?: string }[]).filter((item) => item.id !== id) } as FormData, null);
  }

  /** Puts an entry (back) at `index`, e.g. undoing its removal from a toast. */
  insertItem<S extends ListSection>(section: S, item: FormData[S][number], index: number): void {
    const list = [...this.state.values[section]];
    if (list.some((entry) => entry.id === item.id)) return;
    list.splice(Math.min(index, list.length), 0, item as never);
    this.change({ ...this.state.values, [section]: list }, null);
  }

  moveItem(section: ListSection, from: number, to: number): void {
    const list = [...this.state.values[section]];
    if (to < 0 || to >= list.length || from === to || from < 0 || from >= list.length) return;
    const [item] = list.splice(from, 1);
    list.splice(to, 0, item as never);
    this.change({ ...this.state.values, [section]: list }, null);
  }

  /** Replaces every value (e.g. the sample portfolio); one undo step. Returns the values with ids. */
  replaceValues(data: FormData): FormData {
    const next = withItemIds(data);
    this.change(next, null);
    return next;
  }

  /** Undoes the last step; returns the form paths it changed (e.g. `theme.scheme`), to tell the person. */
  undo(): string[] {
    const step = this.history.nextUndo;
    const next = this.history.undo(this.state.values);
    if (next) this.change(next, null, false);
    else this.set({});
    return step ? changedPaths(step.before, step.after, { theme: DEFAULT_THEME }) : [];
  }

  redo(): string[] {
    const step = this.history.nextRedo;
    const next = this.history.redo(this.state.values);
    if (next) this.change(next, null, false);
    else this.set({});
    return step ? changedPaths(step.before, step.after, { theme: DEFAULT_THEME }) : [];
  }

  // --- images ---------------------------------------------------------------------------------

  /** Shows a picked image at once and uploads it; returns a message instead if it is refused. */
  pickImage(slot: string, file: File): string | null {
    return this.uploads.pick(slot, file);
  }

  retryImage(slot: string): void {
    this.uploads.retry(slot);
  }

  removeImage(slot: string): void {
    this.uploads.release(slot);
    this.setImageId(slot, null);
  }

  /** Waits for uploads in flight; true when none failed. */
  waitForUploads(): Promise<boolean> {
    return this.uploads.settled();
  }

  /** Images uploaded outside the session's slots (a project's gallery), so the preview can show them. */
  rememberImages(images: ImageSources): void {
    this.set({ knownImages: { ...this.state.knownImages, ...images } });
  }

  hasPendingUploads(): boolean {
    return this.uploads.pending;
  }

  private uploaded(slot: string, result: UploadResult) {
    this.set({ knownImages: { ...this.state.knownImages, [result.storageId]: result.image } });
    this.setImageId(slot, result.storageId);
  }

  private setImageId(slot: string, id: string | null) {
    const path = imagePathOf(this.state.values, slot);
    if (path === null) return; // the project or entry is gone
    if (valueAt(this.state.values, path) === id) return;
    this.change(withValueAt(this.state.values, path, id), null);
  }

  /** Uploads of projects that no longer exist are dropped. */
  private prune() {
    this.uploads.prune(new Set(imageSlotsOf(this.state.values)));
  }

  // --- saving ---------------------------------------------------------------------------------

  private canAutosave(): boolean {
    const s = this.state;
    if (!s.ready || !s.dirty || s.conflict || !s.env.authenticated || !s.env.online || s.env.blockedReason) return false;
    // A state that failed for a reason only an edit can fix waits for that edit.
    return !(s.failure && s.failure.retryAt === null && s.failure.valuesJson === canonicalJson(s.values));
  }

  private scheduleAutosave(delay = this.autosaveDelayMs) {
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = null;
    if (!this.canAutosave()) return;
    this.autosaveTimer = setTimeout(() => {
      this.autosaveTimer = null;
      if (this.canAutosave() && !this.state.saving) void this.save("auto");
    }, delay);
  }

  /** Saves now (one save at a time; a second call waits for the first). */
  save(mode: "auto" | "manual" | "flush" = "manual"): Promise<SaveResult> {
    const previous = this.inflight ?? Promise.resolve({ ok: true } as SaveResult);
    const next = previous.then(() => this.run(mode));
    this.inflight = next;
    void next.finally(() => {
      if (this.inflight === next) this.inflight = null;
    });
    return next;
  }

  /** Saves if anything is unsaved; true when the server has these values. */
  async flush(): Promise<boolean> {
    if (this.inflight) await this.inflight;
    if (!this.state.dirty) return true;
    return (await this.save("flush")).ok;
  }

  private async run(mode: "auto" | "manual" | "flush"): Promise<SaveResult> {
    const s = this.state;
    if (!s.ready) return { ok: false, reason: "not-ready", message: SAVE_TEXTS.failed };
    if (!s.env.authenticated) return { ok: false, reason: "signed-out", message: SAVE_TEXTS.signedOut };
    if (s.env.blockedReason) return { ok: false, reason: "blocked", message: s.env.blockedReason };
    if (s.conflict) return { ok: false, reason: "conflict", message: "Choose which version to keep first." };
    if (!s.env.online) return { ok: false, reason: "offline", message: SAVE_TEXTS.offline };
    if (mode !== "manual" && !s.dirty) return { ok: true };
    const values = s.values;
    const valuesJson = canonicalJson(values);
    const templateId = s.templateId;
    const tooLong = validateFormData(values, "draft");
    if (Object.keys(tooLong).length > 0) {
      const field = firstField(tooLong);
      this.set({ errors: { ...s.errors, ...tooLong }, failure: { message: SAVE_TEXTS.tooLong, field, retryAt: null, valuesJson } });
      return { ok: false, reason: "invalid", message: SAVE_TEXTS.tooLong, field };
    }
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.set({ saving: true });
    try {
      const result = await this.port.saveDraft({ templateId, formData: values, baseRevision: s.saved.revision });
      this.retries = 0;
      this.set({ saving: false, failure: null, saved: { formData: values, templateId, revision: result.revision, updatedAt: result.updatedAt } });
      return { ok: true };
    } catch (error) {
      const data = errorData(error);
      if (data?.code === "portfolio/conflict") {
        this.awaitedRevision = data.revision ?? s.saved.revision + 1;
        this.set({ saving: false });
        return { ok: false, reason: "conflict", message: data.message };
      }
      if (data) {
        const fields = data.fields ?? {};
        const field = firstField(fields);
        this.set({ saving: false, errors: { ...this.state.errors, ...fields }, failure: { message: data.message, field, retryAt: null, valuesJson } });
        return { ok: false, reason: "failed", message: data.message, field };
      }
      // Not the app's refusal: the network or the server. Retried with backoff, and said so.
      const delay = backoffDelay(this.retries++, OPERATION_RETRY, this.random);
      const retryAt = this.now() + delay;
      this.set({ saving: false, failure: { message: errorMessage(error, NETWORK_MESSAGE), field: null, retryAt, valuesJson } });
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (this.canAutosave()) void this.save("auto");
      }, delay);
      return { ok: false, reason: "failed", message: NETWORK_MESSAGE };
    } finally {
      if (this.state.saving) this.set({ saving: false });
      // A newer version that arrived meanwhile (or the one a conflict waits for) is taken in now.
      if (this.latestRemote) this.receiveDraft(this.latestRemote);
      // Edits made while saving (or a merge) still need their own save.
      if (!this.retryTimer) this.scheduleAutosave();
    }
  }

  // --- conflicts ------------------------------------------------------------------------------

  /**
   * Settles the overlapping values (each conflict's key → mine or theirs; unnamed ones keep
   * mine) and saves the result on top of the other version. One undo step.
   */
  async resolveConflict(choices: Record<string, ConflictChoice>): Promise<SaveResult> {
    const conflict = this.state.conflict;
    if (!conflict) return { ok: true };
    const next = settleConflicts(conflict.merged, conflict.conflicts, choices);
    const remote = this.latestRemote;
    // Undoing the choice goes back to "mine" for the conflicting fields, keeping the merged rest.
    this.history.record(conflict.merged, next, null);
    this.set({
      conflict: null,
      failure: null,
      values: next,
      saved: { formData: conflict.theirs, templateId: this.state.saved.templateId ?? remote?.templateId ?? null, revision: conflict.revision, updatedAt: conflict.updatedAt },
    });
    this.prune();
    if (!this.state.dirty) return { ok: true };
    return await this.save("manual");
  }

  /** Every conflict settled the same way. */
  choicesFor(side: ConflictChoice): Record<string, ConflictChoice> {
    return Object.fromEntries((this.state.conflict?.conflicts ?? []).map((c) => [pathKey(c.path), side]));
  }

  // --- publishing -----------------------------------------------------------------------------

  /**
   * Publishes what is saved: checks the publish rules here for quick feedback, waits for
   * uploads, saves anything unsaved, then asks the server to publish the draft at that revision.
   */
  async publish(): Promise<PublishResult> {
    const s = this.state;
    if (!s.env.authenticated) return { ok: false, reason: "signed-out", message: "Please log in to publish." };
    if (s.env.blockedReason) return { ok: false, reason: "blocked", message: s.env.blockedReason };
    const errors = validateFormData(s.values, "publish");
    if (Object.keys(errors).length > 0) {
      this.set({ errors });
      return { ok: false, reason: "invalid", message: PUBLISH_BLOCKED.invalid, field: firstField(errors) };
    }
    if (!(await this.waitForUploads())) return { ok: false, reason: "upload", message: PUBLISH_BLOCKED.upload };
    if (!(await this.flush())) return { ok: false, reason: "unsaved", message: PUBLISH_BLOCKED.unsaved };
    try {
      const { path, customDomain } = await this.port.publishDraft({ revision: this.state.saved.revision });
      return { ok: true, path, customDomain: customDomain ?? null };
    } catch (error) {
      const fields = errorData(error)?.fields;
      if (fields) this.set({ errors: fields });
      return { ok: false, reason: "failed", message: errorMessage(error, NETWORK_MESSAGE), field: fields ? firstField(fields) : null };
    }
  }
}
