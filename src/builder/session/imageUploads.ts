import { imageFileError } from "../../../convex/model/images";
import type { UploadImage, UploadResult } from "../../uploads/upload";

/** One image input's local state: the picked file's object URL and its upload. */
export type ImageSlot = {
  objectUrl: string;
  progress: number;
  status: "uploading" | "done" | "error";
  error: string | null;
  result: UploadResult | null;
};

export type ObjectUrls = { create: (file: File) => string; revoke: (url: string) => void };
const browserObjectUrls: ObjectUrls = { create: (file) => URL.createObjectURL(file), revoke: (url) => URL.revokeObjectURL(url) };

/**
 * Images picked in the builder, by slot ("image" for the profile, else the project's entry id).
 * A picked file shows at once through an object URL and uploads in the background; replacing,
 * releasing or disposing a slot revokes its URL and aborts its upload. Framework-free: the
 * session listens through `onChange` and `onUploaded`.
 */
export class ImageUploads {
  private slots: Record<string, ImageSlot> = {};
  private readonly files = new Map<string, File>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly inflight = new Map<string, Promise<void>>();

  constructor(
    private readonly upload: UploadImage,
    private readonly onChange: (slots: Record<string, ImageSlot>) => void,
    private readonly onUploaded: (slot: string, result: UploadResult) => void,
    private readonly urls: ObjectUrls = browserObjectUrls,
  ) {}

  get current(): Record<string, ImageSlot> {
    return this.slots;
  }

  private commit(next: Record<string, ImageSlot>) {
    this.slots = next;
    this.onChange(next);
  }

  private patch(slot: string, change: Partial<ImageSlot>) {
    const current = this.slots[slot];
    if (current) this.commit({ ...this.slots, [slot]: { ...current, ...change } });
  }

  private start(slot: string, file: File) {
    this.controllers.get(slot)?.abort();
    const controller = new AbortController();
    this.controllers.set(slot, controller);
    const stillMine = () => !controller.signal.aborted && this.controllers.get(slot) === controller;
    const task = this.upload(file, { signal: controller.signal, onProgress: (progress) => stillMine() && this.patch(slot, { progress }) })
      .then((result) => {
        if (!stillMine()) return;
        this.patch(slot, { status: "done", progress: 1, result });
        this.onUploaded(slot, result);
      })
      .catch((error: unknown) => {
        if (stillMine()) this.patch(slot, { status: "error", error: error instanceof Error ? error.message : "The image could not be uploaded." });
      })
      .finally(() => {
        if (this.inflight.get(slot) === task) this.inflight.delete(slot);
      });
    this.inflight.set(slot, task);
  }

  /** Shows `file` at once and starts uploading it; returns a message instead if it is refused. */
  pick(slot: string, file: File): string | null {
    const refused = imageFileError(file);
    if (refused) return refused;
    this.release(slot);
    this.files.set(slot, file);
    this.commit({ ...this.slots, [slot]: { objectUrl: this.urls.create(file), progress: 0, status: "uploading", error: null, result: null } });
    this.start(slot, file);
    return null;
  }

  retry(slot: string): void {
    const file = this.files.get(slot);
    if (!file) return;
    this.patch(slot, { status: "uploading", progress: 0, error: null });
    this.start(slot, file);
  }

  /** Forgets a slot: aborts its upload and revokes its object URL. */
  release(slot: string): void {
    this.controllers.get(slot)?.abort();
    this.controllers.delete(slot);
    this.inflight.delete(slot);
    this.files.delete(slot);
    const current = this.slots[slot];
    if (!current) return;
    this.urls.revoke(current.objectUrl);
    const next = { ...this.slots };
    delete next[slot];
    this.commit(next);
  }

  /** Releases every slot not in `keep` (e.g. projects that were removed). */
  prune(keep: Set<string>): void {
    for (const slot of Object.keys(this.slots)) if (!keep.has(slot)) this.release(slot);
  }

  /** Waits for uploads in flight; true when none of the images failed. */
  async settled(): Promise<boolean> {
    while (this.inflight.size > 0) await Promise.all([...this.inflight.values()]);
    return Object.values(this.slots).every((slot) => slot.status !== "error");
  }

  get pending(): boolean {
    return Object.values(this.slots).some((slot) => slot.status === "uploading");
  }

  dispose(): void {
    for (const slot of Object.keys(this.slots)) this.release(slot);
  }
}
