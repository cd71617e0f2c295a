import { dequal } from "dequal";
import type { ImageSources } from "../../../convex/model/portfolioContent";
import { shareUnchanged } from "../../lib/shareUnchanged";
import type { FieldErrors, PortfolioFormData, ListSection } from "../../../convex/model/formData";
import { DEFAULT_THEME } from "../../../convex/model/theme";
import type { PublishReadiness } from "../../publishing/readiness";
import type { UploadResult } from "../../uploads/upload";
import {
  errorsAfterBlur,
  errorsOf,
  firstField,
  idPath,
  imagePathOf,
  imageSlotsOf,
  revalidate,
  withEntryAdded,
  withEntryInserted,
  withEntryMoved,
  withEntryRemoved,
} from "./formEdits";
import { History, changedPaths } from "./history";
import { newItemId, withItemIds } from "./ids";
import { ImageUploads, type ObjectUrls } from "./imageUploads";
import { pathKey, valueAt, withValueAt, type ConflictChoice } from "./merge";
import type { BackupStore, RemoteDraft, SessionPort } from "./port";
import { followed, loaded, settled } from "./remoteDrafts";
import { SaveQueue, type SaveEvent, type SaveMode } from "./saveQueue";
import { isDirty, saveStatusOf } from "./status";
import { AUTOSAVE_DELAY_MS, initialSessionState, type SaveResult, type SessionEnv, type SessionState } from "./sessionState";

export * from "./sessionState";
export { imageIdOfSlot, imagePathOf } from "./formEdits";

type Options = {
  templateId: string;
  port: SessionPort;
  autosaveDelayMs?: number;
  now?: () => number;
  random?: () => number;
  objectUrls?: ObjectUrls;
};

/**
 * The builder's one source of truth, free of React: the form values (list entries with stable
 * ids), the saved draft and its revision, this browser's backup, merges with other devices'
 * saves, and undo/redo. Saving is the SaveQueue's and uploads are ImageUploads' (both report to
 * the session through events, never calling into it); edits (formEdits.ts) and versions from
 * elsewhere (remoteDrafts.ts) are pure steps from one state to the next. React subscribes through
 * `subscribe`/`getState` (useSyncExternalStore); the store reports reasons, and the UI words them.
 */
export class BuilderSession {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private readonly history: History<PortfolioFormData>;
  private readonly uploads: ImageUploads;
  private readonly saves: SaveQueue;
  private readonly now: () => number;
  private backup: BackupStore | null = null;
  /** A save was refused as a conflict; the remote draft at this revision is awaited. */
  private awaitedRevision: number | null = null;
  private latestRemote: RemoteDraft | null = null;

  constructor({ templateId, port, autosaveDelayMs = AUTOSAVE_DELAY_MS, now = Date.now, random = Math.random, objectUrls }: Options) {
    this.now = now;
    this.history = new History(now);
    this.uploads = new ImageUploads(
      port.upload,
      (images) => this.set({ images }),
      (slot, result) => this.uploaded(slot, result),
      objectUrls,
    );
    this.saves = new SaveQueue({ saveDraft: port.saveDraft, onEvent: (event) => this.saveReported(event), delayMs: autosaveDelayMs, now, random });
    this.state = this.derive(initialSessionState(templateId));
    this.saves.update(this.state);
  }

  // --- store plumbing -------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SessionState => this.state;

  private set(patch: Partial<SessionState>) {
    this.state = this.derive({ ...this.state, ...patch });
    this.saves.update(this.state);
    if (this.state.ready && ("values" in patch || "saved" in patch || "conflict" in patch || "templateId" in patch)) this.writeBackup();
    this.listeners.forEach((listener) => listener());
  }

  private derive(s: SessionState): SessionState {
    const next = { ...s, dirty: isDirty(s), canUndo: this.history?.canUndo ?? false, canRedo: this.history?.canRedo ?? false };
    return { ...next, status: saveStatusOf(next) };
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
    this.saves.stop();
    this.uploads.dispose();
  }

  // --- environment and loading ----------------------------------------------------------------

  setEnvironment(env: Partial<SessionEnv>): void {
    const next = { ...this.state.env, ...env };
    if (dequal(next, this.state.env)) return;
    this.set({ env: next });
    this.saves.schedule();
  }

  /** The template this builder edits (the URL's; it wins over the saved one at the next save). */
  setTemplate(templateId: string): void {
    if (templateId === this.state.templateId) return;
    this.set({ templateId });
    this.saves.schedule();
  }

  /**
   * Loads the saved draft (or nothing) and then this browser's unsaved edits: edits made on the
   * same revision come back as they were; edits from an older revision are merged with what was
   * saved since, and only overlapping values ask the person.
   */
  load(draft: RemoteDraft | null, backup: BackupStore | null): void {
    if (this.state.ready) return;
    this.backup = backup;
    this.latestRemote = draft;
    this.set(loaded(draft, backup));
    this.saves.schedule();
  }

  /** A newer draft from the live query: followed at once, or merged under unsaved edits. */
  receiveDraft(draft: RemoteDraft | null): void {
    if (draft === null) return;
    this.latestRemote = draft;
    if (!this.state.ready) return;
    // The same object when the draft brings no new picture (every save of ours comes back so): a new
    // one would re-render every project's fields and gallery.
    const knownImages = shareUnchanged(this.state.knownImages, { ...this.state.knownImages, ...draft.images });
    if (knownImages !== this.state.knownImages) this.set({ knownImages });
    if (this.state.saving || this.state.conflict) return;
    if (draft.revision <= this.state.saved.revision) return;
    if (this.awaitedRevision !== null && draft.revision < this.awaitedRevision) return;
    this.awaitedRevision = null;
    const { patch, resave } = followed(this.state, draft);
    this.set(patch);
    if (patch.conflict) return;
    this.prune();
    if (resave) this.saves.schedule(0);
  }

  clearNotice(): void {
    if (this.state.notice) this.set({ notice: null });
  }

  // --- editing --------------------------------------------------------------------------------

  private change(next: PortfolioFormData, group: string | null, record = true) {
    const before = this.state.values;
    if (next === before) return;
    if (record) this.history.record(before, next, group);
    this.set({ values: next, errors: revalidate(next, this.state.errors, before) });
    this.prune();
    this.saves.schedule();
  }

  /** Sets one value by its form path (`name`, `contact.email`, `skills.2.percentage`). */
  setField(path: string, value: unknown): void {
    const at = idPath(this.state.values, path);
    if (dequal(valueAt(this.state.values, at), value)) return;
    this.change(withValueAt(this.state.values, at, value), pathKey(at));
  }

  /** An edit computed elsewhere (a translated text: convex/model/translationEdits.ts); changes of the same `group` close together are one undo step. */
  applyEdit(next: PortfolioFormData, group: string | null = null): void {
    this.change(next, group);
  }

  /** The field lost focus: its own rules (links, email, phone) now show their message. */
  blur(path: string): void {
    const errors = errorsAfterBlur(this.state.values, this.state.errors, path);
    if (errors !== this.state.errors) this.set({ errors });
  }

  /** Shows these errors (e.g. the server's, or publish rules). */
  showErrors(errors: FieldErrors): void {
    this.set({ errors });
  }

  /** Appends a blank entry; returns its id. */
  addItem(section: ListSection): string {
    const id = newItemId();
    this.change(withEntryAdded(this.state.values, section, id), null);
    return id;
  }

  removeItem(section: ListSection, id: string): void {
    this.change(withEntryRemoved(this.state.values, section, id), null);
  }

  /** Puts an entry (back) at `index`, e.g. undoing its removal from a toast. */
  insertItem<S extends ListSection>(section: S, item: PortfolioFormData[S][number], index: number): void {
    this.change(withEntryInserted(this.state.values, section, item, index), null);
  }

  moveItem(section: ListSection, from: number, to: number): void {
    this.change(withEntryMoved(this.state.values, section, from, to), null);
  }

  /** Replaces every value (e.g. the sample portfolio); one undo step. Returns the values with ids. */
  replaceValues(data: PortfolioFormData): PortfolioFormData {
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

  /** Saves now (one save at a time; a second call waits for the first). */
  save(mode: SaveMode = "manual"): Promise<SaveResult> {
    return this.saves.save(mode);
  }

  /** Saves if anything is unsaved; true when the server has these values. */
  flush(): Promise<boolean> {
    return this.saves.flush();
  }

  /** What the SaveQueue reports, into the state. */
  private saveReported(event: SaveEvent) {
    switch (event.type) {
      case "saving":
        return this.set({ saving: true });
      case "saved":
        return this.set({ saving: false, failure: null, saved: event.saved });
      case "failed": {
        const errors = Object.keys(event.fields).length > 0 ? { ...this.state.errors, ...event.fields } : this.state.errors;
        return this.set({ saving: false, failure: event.failure, errors });
      }
      case "stale":
        this.awaitedRevision = event.revision;
        return this.set({ saving: false });
      case "settled":
        if (this.state.saving) this.set({ saving: false });
        // A newer version that arrived meanwhile (or the one a conflict waits for) is taken in now.
        if (this.latestRemote) this.receiveDraft(this.latestRemote);
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
    const patch = settled(this.state, conflict, choices, this.latestRemote);
    // Undoing the choice goes back to "mine" for the conflicting fields, keeping the merged rest.
    this.history.record(conflict.merged, patch.values, null);
    this.set(patch);
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
   * Readies the draft for publishing (src/publishing/usePublish.ts publishes it): the publish rules
   * for quick feedback, uploads finished, anything unsaved saved; then the revision to publish.
   */
  async readyToPublish(): Promise<PublishReadiness> {
    const s = this.state;
    if (!s.env.authenticated) return { ok: false, reason: "signed-out" };
    if (s.env.blockedReason) return { ok: false, reason: "blocked" };
    const errors = errorsOf(s.values, "publish");
    if (Object.keys(errors).length > 0) {
      this.set({ errors });
      return { ok: false, reason: "invalid", field: firstField(errors) };
    }
    if (!(await this.waitForUploads())) return { ok: false, reason: "upload" };
    if (!(await this.flush())) return { ok: false, reason: "unsaved" };
    return { ok: true, revision: this.state.saved.revision };
  }
}
