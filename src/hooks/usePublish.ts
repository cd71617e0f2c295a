import { useCallback, useRef, useState } from "react";
import { useConvexAuth, useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { notifications } from "@mantine/notifications";
import { api } from "../../convex/_generated/api";
import { errorData, errorMessage } from "../../convex/model/errors";
import type { FieldErrors, FormData } from "../../convex/model/formData";
import { copyText } from "../lib/clipboard";
import { shareableUrl } from "../lib/publicLink";

export const PUBLISH_TEXTS = {
  signedOut: "Please log in to publish.",
  published: "Portfolio published and link copied to clipboard!",
  copyFailed: "Failed to copy the portfolio URL to clipboard.",
  failed: "Failed to publish portfolio.",
} as const;

/** Thrown by a `prepare` step to stop publishing with a reason shown to the person. */
export class PublishBlocked extends Error {}

type PublishInput = {
  templateId: string;
  /**
   * Produces the content to publish once it is ready (uploads finished, draft saved), or null to
   * stop quietly because the caller already told the person why. May throw PublishBlocked.
   */
  prepare: () => Promise<FormData | null> | FormData | null;
  /** The server refused some fields: point at them. */
  onFieldErrors?: (fields: FieldErrors) => void;
};

/**
 * The one publish flow, shared by the builder and the preview: signed-out check, prepare,
 * portfolios.publish, copy the public link, the spec's toasts, then the dashboard.
 */
export function usePublish() {
  const { isAuthenticated } = useConvexAuth();
  const publishMutation = useMutation(api.portfolios.publish);
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const busy = useRef(false);

  const publish = useCallback(
    async ({ templateId, prepare, onFieldErrors }: PublishInput): Promise<boolean> => {
      if (!isAuthenticated) {
        notifications.show({ color: "red", message: PUBLISH_TEXTS.signedOut });
        return false;
      }
      if (busy.current) return false;
      busy.current = true;
      setPublishing(true);
      try {
        const formData = await prepare();
        if (formData === null) return false;
        const { path } = await publishMutation({ templateId, formData });
        const copied = await copyText(shareableUrl(path));
        notifications.show(
          copied ? { color: "green", message: PUBLISH_TEXTS.published } : { color: "yellow", title: "Published", message: PUBLISH_TEXTS.copyFailed },
        );
        navigate("/dashboard");
        return true;
      } catch (error) {
        const fields = errorData(error)?.fields;
        if (fields) onFieldErrors?.(fields);
        const reason = error instanceof PublishBlocked ? error.message : errorMessage(error, "Please check your connection and try again.");
        notifications.show({ color: "red", title: PUBLISH_TEXTS.failed, message: reason });
        return false;
      } finally {
        busy.current = false;
        setPublishing(false);
      }
    },
    [isAuthenticated, publishMutation, navigate],
  );

  return { publish, publishing };
}
