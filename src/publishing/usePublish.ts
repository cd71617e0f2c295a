import { createElement, useCallback, useRef, useState } from "react";
import { useConvexAuth, useMutation } from "convex/react";
import { useNavigate } from "react-router";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import type { FieldErrors, PortfolioFormData } from "../../convex/model/formData";
import { copyText } from "../lib/clipboard";
import { portfolioArgs } from "../lib/portfolioScope";
import { publishedPageUrl, type PublishedAddress } from "../lib/publicLink";
import { useErrorText } from "../i18n/messages";
import { publishText } from "./publishTexts";
import { QrCodeMessage } from "./QrCodeMessage";
import { useSampleContentCheck } from "./SampleContentDialog";

export { PUBLISH_TEXTS, publishText } from "./publishTexts";

/** Thrown by a `prepare` step to stop publishing with a reason shown to the person (in their language). */
export class PublishBlocked extends Error {
  constructor(
    message: string,
    /** The field to fix, when one blocks it. */
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

export type PublishOutcome = { ok: true; address: PublishedAddress } | { ok: false; code: string | null; message: string; fields: FieldErrors | null };

/**
 * The one call that publishes: the saved draft, at `revision` when given (the server refuses it if
 * the draft moved on since, so what the person looked at is what goes live), for one's own or a
 * shared portfolio. The content is neither sent nor validated twice. A refusal's message is in the
 * app's language.
 */
export function usePublishDraft(portfolioId?: string) {
  const publishDraft = useMutation(api.portfolios.publishDraft);
  const errorText = useErrorText();
  return useCallback(
    async (revision?: number): Promise<PublishOutcome> => {
      try {
        return { ok: true, address: await publishDraft({ ...(revision === undefined ? {} : { revision }), ...portfolioArgs(portfolioId) }) };
      } catch (error) {
        const data = errorData(error);
        const message = data?.code === "portfolio/conflict" ? publishText("moved") : errorText(error, publishText("network"));
        return { ok: false, code: data?.code ?? null, message, fields: data?.fields ?? null };
      }
    },
    [publishDraft, portfolioId, errorText],
  );
}

/**
 * What follows a successful publish from the builder or the preview: copy the public link (on the
 * owner's own domain when one serves the page), the spec's toast (a warning if copying failed),
 * then the dashboard.
 */
export function useAnnouncePublished() {
  const navigate = useNavigate();
  const { t } = useTranslation("publishing");
  return useCallback(
    async (address: PublishedAddress) => {
      const url = publishedPageUrl(address);
      const copied = await copyText(url);
      const message = createElement(QrCodeMessage, { url, message: copied ? publishText("published") : publishText("copyFailed") });
      // Longer than other toasts: there is a code to scan (hovering keeps it open too).
      notifications.show(
        copied ? { color: "green", message, autoClose: 12_000 } : { color: "yellow", title: t("publish.publishedTitle"), message, autoClose: 12_000 },
      );
      navigate("/dashboard");
    },
    [navigate, t],
  );
}

type PublishInput = {
  /**
   * Readies what is to be published and returns the saved draft's revision the person looked at
   * (null when what they saw is not saved); throws PublishBlocked to stop with a reason.
   */
  prepare: () => number | null | Promise<number | null>;
  /** The content about to go live: when it still carries the sample's details, the person is asked first. */
  content: () => PortfolioFormData;
  /** Publishing stopped before the server was asked (e.g. to point at the field). */
  onBlocked?: (blocked: PublishBlocked) => void;
  /** The server refused some fields: point at them. */
  onFieldErrors?: (fields: FieldErrors) => void;
};

/**
 * Publishing from the builder and the preview: one at a time, failures said in a toast, and a
 * question first when the content is still the sample's (render `sampleDialog` next to the button).
 */
export function usePublish(portfolioId?: string) {
  const { isAuthenticated } = useConvexAuth();
  const errorText = useErrorText();
  const publishDraft = usePublishDraft(portfolioId);
  const announcePublished = useAnnouncePublished();
  const { confirmOwnContent, sampleDialog } = useSampleContentCheck();
  const [publishing, setPublishing] = useState(false);
  const busy = useRef(false);

  const publish = useCallback(
    async ({ prepare, content, onBlocked, onFieldErrors }: PublishInput): Promise<boolean> => {
      if (!isAuthenticated) {
        notifications.show({ color: "red", message: publishText("signedOut") });
        return false;
      }
      if (busy.current) return false;
      busy.current = true;
      if (!(await confirmOwnContent(content()))) {
        busy.current = false;
        return false;
      }
      setPublishing(true);
      const fail = (message: string) => {
        notifications.show({ color: "red", title: publishText("failed"), message });
        return false;
      };
      try {
        let revision: number | null;
        try {
          revision = await prepare();
          if (revision === null) throw new PublishBlocked(publishText("unsaved"));
        } catch (error) {
          if (!(error instanceof PublishBlocked)) return fail(errorText(error, publishText("network")));
          onBlocked?.(error);
          return fail(error.message);
        }
        const outcome = await publishDraft(revision);
        if (!outcome.ok) {
          if (outcome.fields) onFieldErrors?.(outcome.fields);
          return fail(outcome.message);
        }
        await announcePublished(outcome.address);
        return true;
      } finally {
        busy.current = false;
        setPublishing(false);
      }
    },
    [isAuthenticated, publishDraft, announcePublished, confirmOwnContent, errorText],
  );

  return { publish, publishing, sampleDialog };
}
