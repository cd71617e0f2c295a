import { useMemo } from "react";
import { useAction, useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { portfolioArgs } from "../lib/portfolioScope";
import { createImageUploader, type UploadImage } from "./upload";

/**
 * The app's image upload: validates the file, uploads it with progress and retry, confirms it on
 * the server and returns {storageId, url}. Throws an Error with a readable message.
 */
export function useImageUpload(portfolioId?: string): UploadImage {
  const generateUploadUrl = useMutation(api.files.generateUploadUrl);
  const confirmUpload = useAction(api.files.confirmUpload);
  return useMemo(
    () =>
      createImageUploader({
        generateUploadUrl: () => generateUploadUrl(),
        // A shared portfolio's images become the portfolio's (its owner's) uploads.
        confirmUpload: (storageId) => confirmUpload({ storageId, ...portfolioArgs(portfolioId) }),
      }),
    [generateUploadUrl, confirmUpload, portfolioId],
  );
}
