import { useState } from "react";
import { Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useNavigate } from "react-router";
import type { ListSection } from "../../convex/model/formData";
import { firstField } from "./session/formEdits";
import { readinessText } from "../publishing/publishTexts";
import { PublishBlocked, usePublish } from "../publishing/usePublish";
import { portfolioPath } from "../lib/portfolioScope";
import type { PreviewState } from "../lib/navigationState";
import type { ConflictChoice } from "./session/merge";
import { loadSamplePortfolio } from "./session/sampleLoader";
import { saveFailureText, saveText } from "./saveTexts";
import { i18n } from "../i18n/i18n";
import type { BuilderSession } from "./session/session";

const NOUNS: Record<ListSection, string> = { skills: "skill", experience: "experience", projects: "project", education: "education" };

/** A toast with an Undo button. */
function undoToast(id: string, message: string, onUndo: () => void, color = "gray", autoClose: number | false = 4000) {
  notifications.show({
    id,
    color,
    autoClose,
    message: (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <span>{message}</span>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => {
            onUndo();
            notifications.hide(id);
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}

/**
 * The builder's actions as the person sees them: the session does the work and reports a result;
 * this turns results into the spec's messages and navigation, and points at fields to fix.
 */
export function useBuilderActions(
  session: BuilderSession,
  { templateId, focusField, portfolioId }: { templateId: string; focusField: (path: string) => void; portfolioId?: string },
) {
  const navigate = useNavigate();
  const { publish: publishDraft, publishing, sampleDialog } = usePublish(portfolioId);
  const [preparingPreview, setPreparingPreview] = useState(false);
  const [loadingSample, setLoadingSample] = useState(false);
  // The saved revision's time when a save the person asked for succeeded: the save status then says
  // so where they are looking, rather than a toast over the toolbar's buttons.
  const [confirmedSaveAt, setConfirmedSaveAt] = useState<number | null>(null);
  const confirmSaved = () => setConfirmedSaveAt(session.getState().saved.updatedAt);

  const save = async () => {
    // "Saved" must cover a photo still uploading: the person sees it in the form already.
    await session.waitForUploads();
    const result = await session.save("manual");
    if (result.ok) return confirmSaved();
    if (result.reason === "conflict") return;
    if (result.reason === "signed-out") return notifications.show({ color: "red", message: saveText("signedOut") });
    if (result.reason === "offline") return notifications.show({ color: "yellow", message: saveText("offline") });
    notifications.show({ color: "red", title: saveText("failed"), message: saveFailureText(result.reason, result.message) });
    if (result.field) focusField(result.field);
  };

  const publish = () =>
    publishDraft({
      content: () => session.getState().values,
      prepare: async () => {
        const readiness = await session.readyToPublish();
        if (!readiness.ok) throw new PublishBlocked(readinessText(readiness, session.getState().env.blockedReason), readiness.field);
        return readiness.revision;
      },
      onBlocked: ({ field }) => field && focusField(field),
      onFieldErrors: (fields) => {
        session.showErrors(fields);
        const field = firstField(fields);
        if (field) focusField(field);
      },
    });

  const openPreview = async () => {
    setPreparingPreview(true);
    try {
      await session.waitForUploads();
      await session.flush();
    } finally {
      setPreparingPreview(false);
    }
    const { values, knownImages, saved, dirty } = session.getState();
    // The preview publishes the saved draft at this revision; none if what it shows is unsaved.
    const state: PreviewState = { formData: values, templateId, images: knownImages, revision: dirty ? null : saved.revision };
    navigate(portfolioPath("/preview", portfolioId), { state });
  };

  const startFromSample = async () => {
    setLoadingSample(true);
    try {
      if (!(await loadSamplePortfolio(session))) notifications.show({ color: "yellow", message: i18n.t("builder:sample.somePictures") });
    } catch {
      notifications.show({ color: "red", message: i18n.t("builder:sample.failed") });
    } finally {
      setLoadingSample(false);
    }
  };

  const removeEntry = (section: ListSection, index: number) => {
    const entry = session.getState().values[section][index];
    if (!entry?.id) return;
    session.removeItem(section, entry.id);
    const noun = NOUNS[section];
    undoToast(`removed-${entry.id}`, i18n.t("builder:list.removed", { noun: i18n.t(`builder:nouns.${noun}.capital`), n: index + 1 }), () =>
      session.insertItem(section, entry, index),
    );
  };

  const resolveConflict = async (choices: Record<string, ConflictChoice>) => {
    const tookTheirs = Object.values(choices).every((c) => c === "theirs");
    const result = await session.resolveConflict(choices);
    if (tookTheirs) undoToast("conflict-undo", i18n.t("builder:conflict.loadedTheirs"), () => session.undo(), "blue", 10_000);
    else if (result.ok) confirmSaved();
  };

  return {
    save,
    confirmedSaveAt,
    publish,
    publishing,
    sampleDialog,
    openPreview,
    preparingPreview,
    startFromSample,
    loadingSample,
    removeEntry,
    resolveConflict,
  };
}
