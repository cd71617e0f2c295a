import { dequal } from "dequal";
import { errorData } from "../../../convex/model/errors";
import { draftSizeErrors } from "../../../convex/model/draftSize";
import { backoffDelay } from "../../lib/retry";
import { errorsOf, firstField } from "./formEdits";
import type { SessionPort } from "./port";
import type { SaveResult, SessionState } from "./sessionState";

export type SaveMode = "auto" | "manual" | "flush";

/** What the queue needs from the session that owns the state. */
export type SaveHost = {
  state: () => SessionState;
  set: (patch: Partial<SessionState>) => void;
  /** The server refused a stale save; the draft at `revision` (from another device) is awaited. */
  refusedAsStale: (revision: number) => void;
  /** A save settled: newer drafts that arrived meanwhile can be taken in. */
  settled: () => void;
};

type Options = { saveDraft: SessionPort["saveDraft"]; delayMs: number; now: () => number; random: () => number };

/**
 * Saving the draft: autosave after a pause, one save at a time (a second waits for the first),
 * network failures retried with backoff, and refusals only an edit can fix left until that edit.
 */
export class SaveQueue {
  private autosaveTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private inflight: Promise<SaveResult> | null = null;

  constructor(
    private readonly host: SaveHost,
    private readonly options: Options,
  ) {}

  stop(): void {
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.autosaveTimer = this.retryTimer = null;
  }

  private canAutosave(): boolean {
    const s = this.host.state();
    if (!s.ready || !s.dirty || s.conflict || !s.env.authenticated || !s.env.online || s.env.blockedReason) return false;
    return !(s.failure && s.failure.retryAt === null && dequal(s.failure.values, s.values));
  }

  /** (Re)starts the pause before an autosave; nothing when there is nothing to save now. */
  schedule(delay = this.options.delayMs): void {
    if (this.autosaveTimer) clearTimeout(this.autosaveTimer);
    this.autosaveTimer = null;
    if (!this.canAutosave()) return;
    this.autosaveTimer = setTimeout(() => {
      this.autosaveTimer = null;
      if (this.canAutosave() && !this.host.state().saving) void this.save("auto");
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
    if (!this.host.state().dirty) return true;
    return (await this.save("flush")).ok;
  }

  private async run(mode: SaveMode): Promise<SaveResult> {
    const { host } = this;
    const s = host.state();
    if (!s.ready) return { ok: false, reason: "not-ready" };
    if (!s.env.authenticated) return { ok: false, reason: "signed-out" };
    if (s.env.blockedReason) return { ok: false, reason: "blocked", message: s.env.blockedReason };
    if (s.conflict) return { ok: false, reason: "conflict" };
    if (!s.env.online) return { ok: false, reason: "offline" };
    if (mode !== "manual" && !s.dirty) return { ok: true };
    const { values, templateId } = s;
    // The limits as the last keystroke checked them (kept per values): not the whole form again.
    const tooLong = errorsOf(values, "draft");
    if (Object.keys(tooLong).length > 0) {
      const field = firstField(tooLong);
      host.set({ errors: { ...s.errors, ...tooLong }, failure: { reason: "too-long", message: null, field, retryAt: null, values } });
      return { ok: false, reason: "too-long", field };
    }
    // The server's size rule, checked here first so the message appears without a round trip.
    const tooLarge = draftSizeErrors(values, s.saved.formData);
    if (tooLarge !== null) {
      const field = firstField(tooLarge.fields);
      host.set({
        errors: { ...s.errors, ...tooLarge.fields },
        failure: { reason: "refused", message: tooLarge.message, field, retryAt: null, values },
      });
      return { ok: false, reason: "refused", message: tooLarge.message, field };
    }
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    host.set({ saving: true });
    try {
      const result = await this.options.saveDraft({ templateId, formData: values, baseRevision: s.saved.revision });
      this.retries = 0;
      host.set({ saving: false, failure: null, saved: { formData: values, templateId, revision: result.revision, updatedAt: result.updatedAt } });
      return { ok: true };
    } catch (error) {
      const data = errorData(error);
      if (data?.code === "portfolio/conflict") {
        host.refusedAsStale(data.revision ?? s.saved.revision + 1);
        host.set({ saving: false });
        return { ok: false, reason: "conflict", message: data.message };
      }
      if (data) {
        const fields = data.fields ?? {};
        const field = firstField(fields);
        host.set({
          saving: false,
          errors: { ...host.state().errors, ...fields },
          failure: { reason: "refused", message: data.message, field, retryAt: null, values },
        });
        return { ok: false, reason: "refused", message: data.message, field };
      }
      // Not the app's refusal: the network or the server. Retried with backoff, and said so.
      const delay = backoffDelay(this.retries++, this.options.random);
      const retryAt = this.options.now() + delay;
      host.set({ saving: false, failure: { reason: "network", message: null, field: null, retryAt, values } });
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (this.canAutosave()) void this.save("auto");
      }, delay);
      return { ok: false, reason: "network" };
    } finally {
      if (host.state().saving) host.set({ saving: false });
      host.settled();
      // Edits made while saving (or a merge) still need their own save.
      if (!this.retryTimer) this.schedule();
    }
  }
}
