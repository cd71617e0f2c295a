import { dequal } from "dequal";
import { errorData } from "../../../convex/model/errors";
import { draftSizeErrors } from "../../../convex/model/draftSize";
import { backoffDelay } from "../../lib/retry";
import { errorsOf, firstField } from "./formEdits";
import type { SessionPort } from "./port";
import type { FieldErrors } from "../../../convex/model/formData";
import type { SaveFailure, SaveResult, SavedVersion, SessionState } from "./sessionState";

export type SaveMode = "auto" | "manual" | "flush";

/**
 * What the queue reports; the session turns each into its state. `failed` names the fields to mark
 * (added to those shown); `stale`: the server refused a save made on an old revision, and the draft at
 * `revision` (another device's) is awaited; `settled`: a save ended, drafts that arrived meanwhile can
 * be taken in.
 */
export type SaveEvent =
  | { type: "saving" }
  | { type: "saved"; saved: SavedVersion }
  | { type: "failed"; failure: SaveFailure; fields: FieldErrors }
  | { type: "stale"; revision: number }
  | { type: "settled" };

type Options = {
  saveDraft: SessionPort["saveDraft"];
  onEvent: (event: SaveEvent) => void;
  delayMs: number;
  now: () => number;
  random: () => number;
};

/**
 * Saving the draft: autosave after a pause, one save at a time (a second waits for the first),
 * network failures retried with backoff, and refusals only an edit can fix left until that edit.
 * It reads the session's state as the session hands it over (`update`) and reports through events:
 * it never calls into the session.
 */
export class SaveQueue {
  private state: SessionState | null = null;
  private autosaveTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private inflight: Promise<SaveResult> | null = null;

  constructor(private readonly options: Options) {}

  /** The session's state now: what a save sends and whether one may start. */
  update(state: SessionState): void {
    this.state = state;
  }

  stop(): void {
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.autosaveTimer = this.retryTimer = null;
  }

  private canAutosave(): boolean {
    const s = this.state;
    if (!s || !s.ready || !s.dirty || s.conflict || !s.env.authenticated || !s.env.online || s.env.blockedReason) return false;
    return !(s.failure && s.failure.retryAt === null && dequal(s.failure.values, s.values));
  }

  /** (Re)starts the pause before an autosave; nothing when there is nothing to save now. */
  schedule(delay = this.options.delayMs): void {
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = null;
    if (!this.canAutosave()) return;
    this.autosaveTimer = setTimeout(() => {
      this.autosaveTimer = null;
      if (this.canAutosave() && !this.state?.saving) void this.save("auto");
    }, delay);
  }

  /** Saves now (one save at a time; a second call waits for the first). */
  save(mode: SaveMode = "manual"): Promise<SaveResult> {
    const previous = this.inflight ?? Promise.resolve<SaveResult>({ ok: true });
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
    if (!this.state?.dirty) return true;
    return (await this.save("flush")).ok;
  }

  private async run(mode: SaveMode): Promise<SaveResult> {
    const s = this.state;
    if (!s?.ready) return { ok: false, reason: "not-ready" };
    if (!s.env.authenticated) return { ok: false, reason: "signed-out" };
    if (s.env.blockedReason) return { ok: false, reason: "blocked", message: s.env.blockedReason };
    if (s.conflict) return { ok: false, reason: "conflict" };
    if (!s.env.online) return { ok: false, reason: "offline" };
    if (mode !== "manual" && !s.dirty) return { ok: true };
    const { values, templateId } = s;
    const refuse = (reason: "too-long" | "refused", fields: FieldErrors, message: string | null = null): SaveResult => {
      const field = firstField(fields);
      this.emit({ type: "failed", failure: { reason, message, field, retryAt: null, values }, fields });
      return reason === "too-long" ? { ok: false, reason, field } : { ok: false, reason, message, field };
    };
    // The limits as the last keystroke checked them (kept per values): not the whole form again.
    const tooLong = errorsOf(values, "draft");
    if (Object.keys(tooLong).length > 0) return refuse("too-long", tooLong);
    // The server's size rule, checked here first so the message appears without a round trip.
    const tooLarge = draftSizeErrors(values, s.saved.formData);
    if (tooLarge !== null) return refuse("refused", tooLarge.fields, tooLarge.message);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.emit({ type: "saving" });
    try {
      const result = await this.options.saveDraft({ templateId, formData: values, baseRevision: s.saved.revision });
      this.retries = 0;
      this.emit({ type: "saved", saved: { formData: values, templateId, revision: result.revision, updatedAt: result.updatedAt } });
      return { ok: true };
    } catch (error) {
      const data = errorData(error);
      if (data?.code === "portfolio/conflict") {
        this.emit({ type: "stale", revision: data.revision ?? s.saved.revision + 1 });
        return { ok: false, reason: "conflict", message: data.message };
      }
      if (data) return refuse("refused", data.fields ?? {}, data.message);
      // Not the app's refusal: the network or the server. Retried with backoff, and said so.
      const delay = backoffDelay(this.retries++, this.options.random);
      const retryAt = this.options.now() + delay;
      this.emit({ type: "failed", failure: { reason: "network", message: null, field: null, retryAt, values }, fields: {} });
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (this.canAutosave()) void this.save("auto");
      }, delay);
      return { ok: false, reason: "network" };
    } finally {
      this.emit({ type: "settled" });
      // Edits made while saving (or a merge) still need their own save.
      if (!this.retryTimer) this.schedule();
    }
  }

  private emit(event: SaveEvent) {
    this.options.onEvent(event);
  }
}
