import { useMemo } from "react";
import { useAction, useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { createImageUploader, type UploadImage } from "../lib/upload";

/**
 * The app's image upload: validates the file, uploads it with progress and retry, confirms it on
 * the server and returns {storageId, url}. Throws an Error with a readable message.
 */
export function useImageUpload(): UploadImage {
  const generateUploadUrl = useMutation(api.files.generateUploadUrl);
  const confirmUpload = useAction(api.files.confirmUpload);
  return useMemo(
    () =>
      createImageUploader({
        generateUploadUrl: () => generateUploadUrl(),
        confirmUpload: (storageId) => confirmUpload({ storageId }),
      }),
    [generateUploadUrl, confirmUpload],
  );
}
