import type { Id } from "../../convex/_generated/dataModel";

export type UploadOptions = {
  /** 0..1 as bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export type UploadResult = { storageId: Id<"_storage">; url: string };

/**
 * Contract: checks the file (image types, 5 MB), gets an upload URL (files:generateUploadUrl),
 * POSTs the file with progress and retry, confirms it (files:confirmUpload) and returns the
 * stored id and URL; failures throw an Error with a readable message. (Stub until the builder
 * issue lands.)
 */
export type UploadImage = (file: File, options?: UploadOptions) => Promise<UploadResult>;
