import type { Id } from "../../convex/_generated/dataModel";
import { errorData } from "../../convex/model/errors";
import { imageFileError, type ImageSource } from "../../convex/model/images";
import { OPERATION_RETRY, RetryLimitError, UPLOAD_RETRY, retryWithBackoff, type RetryPolicy } from "../lib/retry";

export type UploadOptions = {
  /** 0..1 as bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

export type UploadResult = { storageId: Id<"_storage">; image: ImageSource };

/**
 * Contract: checks the file (image types, 5 MB), gets an upload URL (files:generateUploadUrl),
 * POSTs the file with progress and retry, confirms it (files:confirmUpload) and returns the
 * stored id and its ImageSource (the server's WebP variants); failures throw an Error with a readable message.
 */
export type UploadImage = (file: File, options?: UploadOptions) => Promise<UploadResult>;

/** The spec's storage error codes (§8). */
export const STORAGE_ERROR_CODES = [
  "unknown",
  "object-not-found",
  "bucket-not-found",
  "project-not-found",
  "quota-exceeded",
  "unauthenticated",
  "unauthorized",
  "unauthorized-app",
  "retry-limit-exceeded",
  "invalid-checksum",
  "canceled",
  "invalid-event-name",
  "invalid-url",
  "invalid-default-bucket",
  "no-default-bucket",
  "cannot-slice-blob",
  "server-file-wrong-size",
  "no-download-url",
  "invalid-argument",
  "invalid-argument-count",
  "app-deleted",
  "invalid-root-operation",
  "invalid-format",
  "internal-error",
  "unsupported-environment",
] as const;
export type StorageErrorCode = `storage/${(typeof STORAGE_ERROR_CODES)[number]}`;

const TRY_AGAIN = "Something went wrong while uploading the image. Please try again.";
const UNAVAILABLE = "Image storage is not available right now. Please try again later.";

/** What each storage code means to the person uploading. */
export const STORAGE_ERROR_MESSAGES: Record<StorageErrorCode, string> = {
  "storage/unknown": TRY_AGAIN,
  "storage/object-not-found": "The uploaded image could not be found. Please upload it again.",
  "storage/bucket-not-found": UNAVAILABLE,
  "storage/project-not-found": UNAVAILABLE,
  "storage/quota-exceeded": "Image storage is full at the moment. Please try again later.",
  "storage/unauthenticated": "Please log in to upload images.",
  "storage/unauthorized": "You are not allowed to upload this image.",
  "storage/unauthorized-app": "This app is not allowed to upload images right now. Please try again later.",
  "storage/retry-limit-exceeded": "The upload kept failing for 10 minutes, so it was stopped. Check your connection and try again.",
  "storage/invalid-checksum": "The image was damaged on the way. Please try again.",
  "storage/canceled": "The upload was canceled.",
  "storage/invalid-event-name": TRY_AGAIN,
  "storage/invalid-url": TRY_AGAIN,
  "storage/invalid-default-bucket": UNAVAILABLE,
  "storage/no-default-bucket": UNAVAILABLE,
  "storage/cannot-slice-blob": "The file changed or could not be read while uploading. Please choose it again.",
  "storage/server-file-wrong-size": "The image did not arrive completely. Please try again.",
  "storage/no-download-url": "The image was uploaded but its address could not be read. Please try again.",
  "storage/invalid-argument": "This file cannot be uploaded. Please choose a PNG, JPEG, WebP or GIF image up to 5 MB.",
  "storage/invalid-argument-count": TRY_AGAIN,
  "storage/app-deleted": UNAVAILABLE,
  "storage/invalid-root-operation": TRY_AGAIN,
  "storage/invalid-format": "Only PNG, JPEG, WebP or GIF images can be uploaded.",
  "storage/internal-error": TRY_AGAIN,
  "storage/unsupported-environment": "This browser cannot upload images. Please try another browser.",
};

export function isStorageErrorCode(code: string): code is StorageErrorCode {
  return code in STORAGE_ERROR_MESSAGES;
}

/** Spec §8 status mapping (401 unauthenticated, 402 quota, 403 unauthorized, 404 not found). */
export function storageCodeForStatus(status: number): StorageErrorCode {
  switch (status) {
    case 401:
      return "storage/unauthenticated";
    case 402:
      return "storage/quota-exceeded";
    case 403:
      return "storage/unauthorized";
    case 404:
      return "storage/object-not-found";
    case 400:
      return "storage/invalid-argument";
    case 413:
      return "storage/invalid-argument";
    default:
      return status >= 500 ? "storage/internal-error" : "storage/unknown";
  }
}

/** A failed upload with a readable message and the spec's code. */
export class UploadError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string = STORAGE_ERROR_MESSAGES[code],
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** An HTTP failure of the upload POST; status 0 means the request never got a response. */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(status === 0 ? "Network error" : `HTTP ${status}`);
    this.name = "HttpStatusError";
  }
}

/** Spec §9: retry on 5xx, 408 and 429, and when the network failed (no status at all). */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || (status >= 500 && status <= 599);
}

/** POSTs `file` to `url` with upload progress (fetch cannot report it); resolves the storage id. */
export function postFile(url: string, file: File, { onProgress, signal }: UploadOptions = {}): Promise<Id<"_storage">> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener("abort", onAbort);
    xhr.open("POST", url);
    xhr.setRequestHeader("Content-Type", file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status >= 300) return reject(new HttpStatusError(xhr.status));
      try {
        const body = JSON.parse(xhr.responseText) as { storageId?: unknown };
        if (typeof body.storageId !== "string") throw new Error("missing storageId");
        onProgress?.(1);
        resolve(body.storageId as Id<"_storage">);
      } catch {
        reject(new UploadError("storage/unknown"));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new HttpStatusError(0));
    };
    xhr.ontimeout = () => {
      done();
      reject(new HttpStatusError(408));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadError("storage/canceled"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(file);
  });
}

/** Turns anything thrown along the way into an UploadError with a readable message. */
export function toUploadError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  if (error instanceof RetryLimitError) return new UploadError("storage/retry-limit-exceeded");
  if (error instanceof DOMException && error.name === "AbortError") return new UploadError("storage/canceled");
  if (error instanceof HttpStatusError) return new UploadError(storageCodeForStatus(error.status));
  const data = errorData(error);
  if (data) {
    // The server's own message is written for people; keep it, with a storage code for callers.
    const code: StorageErrorCode = isStorageErrorCode(data.code)
      ? data.code
      : data.code === "auth/unauthenticated"
        ? "storage/unauthenticated"
        : "storage/unknown";
    return new UploadError(code, data.message);
  }
  return new UploadError("storage/unknown");
}

export type UploaderDeps = {
  generateUploadUrl: () => Promise<string>;
  confirmUpload: (storageId: Id<"_storage">) => Promise<UploadResult>;
  post?: typeof postFile;
  uploadPolicy?: RetryPolicy;
  confirmPolicy?: RetryPolicy;
  random?: () => number;
};

/** Failures of a Convex call that carry no app error data are transport problems worth retrying. */
const isTransient = (error: unknown) => errorData(error) === null && !(error instanceof DOMException && error.name === "AbortError");

/**
 * Builds the UploadImage contract from the two backend calls. Each POST attempt gets a fresh
 * upload URL (a URL may be spent by a request that failed half-way); the POST is retried per the
 * upload policy, the confirmation per the shorter operation policy.
 */
export function createImageUploader(deps: UploaderDeps): UploadImage {
  const post = deps.post ?? postFile;
  return async (file, { onProgress, signal } = {}) => {
    const invalid = imageFileError(file);
    if (invalid) throw new UploadError("storage/invalid-format", invalid);
    try {
      const storageId = await retryWithBackoff(
        async () => {
          onProgress?.(0);
          const url = await deps.generateUploadUrl();
          return await post(url, file, { onProgress, signal });
        },
        {
          isRetryable: (error) => error instanceof HttpStatusError && isRetryableStatus(error.status),
          policy: deps.uploadPolicy ?? UPLOAD_RETRY,
          signal,
          random: deps.random,
        },
      );
      return await retryWithBackoff(() => deps.confirmUpload(storageId), {
        isRetryable: isTransient,
        policy: deps.confirmPolicy ?? OPERATION_RETRY,
        signal,
        random: deps.random,
      });
    } catch (error) {
      throw toUploadError(error);
    }
  };
}
