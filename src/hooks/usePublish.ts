import { useCallback, useRef, useState } from "react";
import { useConvexAuth, useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { notifications } from "@mantine/notifications";
import { api } from "../../convex/_generated/api";
import { errorData, errorMessage } from "../../convex/model/errors";
import type { FieldErrors } from "../../convex/model/formData";
import { copyText } from "../lib/clipboard";
import { portfolioArgs } from "../lib/portfolioScope";
import { publishedPageUrl, type PublishedAddress } from "../lib/publicLink";

export const PUBLISH_TEXTS = {
  signedOut: "Please log in to publish.",
  published: "Portfolio published and link copied to clipboard!",
  copyFailed: "Failed to copy the portfolio URL to clipboard.",
  failed: "Failed to publish portfolio.",
  /** The preview shows a revision of the draft that is no longer the saved one. */
  moved: "Your draft was changed in another tab or on another device after this preview was made, so nothing was published. Go back to editing to check it, then publish again.",
  /** The preview shows changes the builder could not save. */
  unsaved: "This preview has changes that are not saved yet, so nothing was published. Go back to editing, save, then publish.",
} as const;

/** Thrown by a `check` step to stop publishing with a reason shown to the person. */
export class PublishBlocked extends Error {}

/**
 * What follows a successful publish, for the builder and the preview alike: copy the public
 * link (on the owner's own domain when one serves the page), the spec's toast (a warning if copying failed), then the dashboard.
 */
export function useAnnouncePublished() {
  const navigate = useNavigate();
  return useCallback(
    async (address: PublishedAddress) => {
      const copied = await copyText(publishedPageUrl(address));
      notifications.show(copied ? { color: "green", message: PUBLISH_TEXTS.published } : { color: "yellow", title: "Published", message: PUBLISH_TEXTS.copyFailed });
      navigate("/dashboard");
    },
    [navigate],
  );
}

type PublishInput = {
  /** The saved draft's revision the person looked at; null when what they saw is not saved. */
  revision: number | null;
  /** Quick checks before asking the server; throws PublishBlocked to stop with a reason. */
  check?: () => void;
  /** The server refused some fields: point at them. */
  onFieldErrors?: (fields: FieldErrors) => void;
};

/**
 * The preview's publish: like the builder (BuilderSession.publish), it publishes the saved draft
 * at the revision shown (portfolios.publishDraft), so the content is neither sent nor validated
 * twice, and the server refuses if the draft moved on since.
 */
export function usePublish(portfolioId?: string) {
  const { isAuthenticated } = useConvexAuth();
  const publishDraft = useMutation(api.portfolios.publishDraft);
  const announcePublished = useAnnouncePublished();
  const [publishing, setPublishing] = useState(false);
  const busy = useRef(false);

  const publish = useCallback(
    async ({ revision, check, onFieldErrors }: PublishInput): Promise<boolean> => {
      if (!isAuthenticated) {
        notifications.show({ color: "red", message: PUBLISH_TEXTS.signedOut });
        return false;
      }
      if (busy.current) return false;
      busy.current = true;
      setPublishing(true);
      try {
        check?.();
        if (revision === null) throw new PublishBlocked(PUBLISH_TEXTS.unsaved);
        await announcePublished(await publishDraft({ revision, ...portfolioArgs(portfolioId) }));
        return true;
      } catch (error) {
        const data = errorData(error);
        if (data?.fields) onFieldErrors?.(data.fields);
        const reason =
          error instanceof PublishBlocked
            ? error.message
            : data?.code === "portfolio/conflict"
              ? PUBLISH_TEXTS.moved
              : errorMessage(error, "Please check your connection and try again.");
        notifications.show({ color: "red", title: PUBLISH_TEXTS.failed, message: reason });
        return false;
      } finally {
        busy.current = false;
        setPublishing(false);
      }
    },
    [isAuthenticated, publishDraft, announcePublished, portfolioId],
  );

  return { publish, publishing };
}
