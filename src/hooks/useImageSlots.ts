import { useCallback, useEffect, useRef, useState } from "react";
import { imageFileError } from "../../convex/model/images";
import type { UploadImage, UploadResult } from "../lib/upload";

/** One image input's local state: the picked file's object URL and its upload. */
export type ImageSlot = {
  objectUrl: string;
  progress: number;
  status: "uploading" | "done" | "error";
  error: string | null;
  result: UploadResult | null;
};

type Options = {
  upload: UploadImage;
  /** Called once per finished upload, with the slot it belongs to. */
  onUploaded: (slot: string, result: UploadResult) => void;
};

/**
 * Images picked in the builder, by slot ("image", "project:<entry key>"). A picked file shows at
 * once through an object URL and uploads in the background; the object URL is revoked when the
 * slot is replaced, released or the builder unmounts, and its upload is aborted.
 */
export function useImageSlots({ upload, onUploaded }: Options) {
  const [slots, setSlotsState] = useState<Record<string, ImageSlot>>({});
  const slotsRef = useRef<Record<string, ImageSlot>>({});
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const inflight = useRef(new Map<string, Promise<void>>());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);

  const commit = useCallback((next: Record<string, ImageSlot>) => {
    slotsRef.current = next;
    setSlotsState(next);
  }, []);
  const patch = useCallback(
    (slot: string, change: Partial<ImageSlot>) => {
      const current = slotsRef.current[slot];
      if (current) commit({ ...slotsRef.current, [slot]: { ...current, ...change } });
    },
    [commit],
  );

  const start = useCallback(
    (slot: string, file: File) => {
      controllers.current.get(slot)?.abort();
      const controller = new AbortController();
      controllers.current.set(slot, controller);
      const stillMine = () => !controller.signal.aborted && controllers.current.get(slot) === controller;
      const task = upload(file, { signal: controller.signal, onProgress: (progress) => stillMine() && patch(slot, { progress }) })
        .then((result) => {
          if (!stillMine()) return;
          patch(slot, { status: "done", progress: 1, result });
          onUploadedRef.current(slot, result);
        })
        .catch((error: unknown) => {
          if (!stillMine()) return;
          patch(slot, { status: "error", error: error instanceof Error ? error.message : "The image could not be uploaded." });
        })
        .finally(() => {
          if (inflight.current.get(slot) === task) inflight.current.delete(slot);
        });
      inflight.current.set(slot, task);
    },
    [upload, patch],
  );

  /** Forgets a slot: aborts its upload and revokes its object URL. */
  const release = useCallback(
    (slot: string) => {
      controllers.current.get(slot)?.abort();
      controllers.current.delete(slot);
      inflight.current.delete(slot);
      files.current.delete(slot);
      const current = slotsRef.current[slot];
      if (!current) return;
      URL.revokeObjectURL(current.objectUrl);
      const next = { ...slotsRef.current };
      delete next[slot];
      commit(next);
    },
    [commit],
  );

  /** Shows `file` at once and starts uploading it; returns a message instead if it is refused. */
  const pick = useCallback(
    (slot: string, file: File): string | null => {
      const refused = imageFileError(file);
      if (refused) return refused;
      release(slot);
      files.current.set(slot, file);
      commit({ ...slotsRef.current, [slot]: { objectUrl: URL.createObjectURL(file), progress: 0, status: "uploading", error: null, result: null } });
      start(slot, file);
      return null;
    },
    [release, commit, start],
  );

  const retry = useCallback(
    (slot: string) => {
      const file = files.current.get(slot);
      if (!file) return;
      patch(slot, { status: "uploading", progress: 0, error: null });
      start(slot, file);
    },
    [patch, start],
  );

  /** Releases every slot not in `keep` (e.g. projects that were removed). */
  const prune = useCallback(
    (keep: string[]) => {
      for (const slot of Object.keys(slotsRef.current)) if (!keep.includes(slot)) release(slot);
    },
    [release],
  );

  /** Waits for uploads in flight; true when none of the images failed. */
  const waitForUploads = useCallback(async () => {
    while (inflight.current.size > 0) await Promise.all([...inflight.current.values()]);
    return Object.values(slotsRef.current).every((slot) => slot.status !== "error");
  }, []);

  const hasPendingUploads = useCallback(() => Object.values(slotsRef.current).some((slot) => slot.status === "uploading"), []);

  useEffect(() => {
    const controllersNow = controllers.current;
    return () => {
      for (const controller of controllersNow.values()) controller.abort();
      for (const slot of Object.values(slotsRef.current)) URL.revokeObjectURL(slot.objectUrl);
      slotsRef.current = {};
    };
  }, []);

  return { slots, pick, retry, release, prune, waitForUploads, hasPendingUploads };
}

export type ImageSlots = ReturnType<typeof useImageSlots>;
