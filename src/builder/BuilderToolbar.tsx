import { ActionIcon, Anchor, Box, Button, Group, Text, Title, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconArrowForwardUp, IconDeviceFloppy, IconEye, IconWorldUpload } from "@tabler/icons-react";
import { memo, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { SaveStatusText } from "./SaveStatusText";
import classes from "./Builder.module.css";
import type { SessionState } from "./session/session";

type Props = {
  templateName: string;
  /** What the toolbar shows of the session (kept the same object while it does not change, as the toolbar is memoised). */
  state: ToolbarState;
  /** When the last save the person asked for succeeded (see SaveStatusText). */
  confirmedSaveAt: number | null;
  blockingFieldLabel: string | null;
  onShowBlockingField: () => void;
  onUndo: () => void;
  /** What the last Undo or Redo changed ("Undid: colour scheme"). */
  historyNote: string;
  onRedo: () => void;
  onSave: () => void;
  onPreview: () => void;
  onPublish: () => void;
  preparingPreview: boolean;
  publishing: boolean;
  toolbarRef: (element: HTMLDivElement | null) => void;
  /** Phones: one compact toolbar (smaller title, every action on one row, Save as an icon). */
  compact: boolean;
  /** Someone else's portfolio shared with the person: its owner, and whether their role may publish. */
  shared?: { ownerName: string; canPublish: boolean } | null;
  /** Who else is here and who saved last (collaboration/CollaborationBar.tsx). */
  people?: ReactNode;
};

/** The form's "Go to Save and Publish" link lands here. */
export const SAVE_BUTTON_ID = "builder-save";

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

export type ToolbarState = Pick<SessionState, "ready" | "canUndo" | "canRedo" | "env" | "status">;

/**
 * Title, save status, undo/redo and the Save / Preview / Publish actions; sticks below the header.
 * Memoised: while someone types, its props (stable handlers, the same state) rarely change.
 */
export const BuilderToolbar = memo(function BuilderToolbar(props: Props) {
  const { state, compact } = props;
  const { t } = useTranslation("builder");
  const blocked = state.env.blockedReason !== null;
  const mod = isMac() ? "⌘" : "Ctrl+";
  const status = (
    <>
      <Text size={compact ? "xs" : "sm"} c="dimmed" role="status" aria-live="polite" data-testid="history-note">
        {props.historyNote}
      </Text>
      <SaveStatusText status={state.status} confirmedAt={props.confirmedSaveAt} fieldLabel={props.blockingFieldLabel} onShowField={props.onShowBlockingField} />
    </>
  );
  const history = (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t("toolbar.undo", { keys: `${mod}Z` })}>
        <ActionIcon variant="default" size={compact ? "md" : "lg"} aria-label={t("toolbar.undoName")} onClick={props.onUndo} disabled={!state.canUndo}>
          <IconArrowBackUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("toolbar.redo", { keys: isMac() ? "⇧⌘Z" : "Shift+Ctrl+Z" })}>
        <ActionIcon variant="default" size={compact ? "md" : "lg"} aria-label={t("toolbar.redoName")} onClick={props.onRedo} disabled={!state.canRedo}>
          <IconArrowForwardUp size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
  const preview = (
    <Button
      size={compact ? "compact-md" : "sm"}
      variant="light"
      leftSection={<IconEye size={16} aria-hidden />}
      onClick={props.onPreview}
      loading={props.preparingPreview}
      disabled={!state.ready}
    >
      {t("toolbar.preview")}
    </Button>
  );
  const publish = (
    <Button
      size={compact ? "compact-md" : "sm"}
      leftSection={<IconWorldUpload size={16} aria-hidden />}
      onClick={props.onPublish}
      loading={props.publishing}
      disabled={!state.ready || blocked}
    >
      {t("toolbar.publish")}
    </Button>
  );
  // An editor's builder has no Publish (the server refuses it anyway: convex/lib/access.ts).
  const publishAction = props.shared && !props.shared.canPublish ? null : publish;
  const templateLine = (
    <Text size={compact ? "xs" : "sm"} c="dimmed">
      {t("toolbar.template", { template: props.templateName })}{" "}
      {props.shared ? (
        t("toolbar.ownersPortfolio", { owner: props.shared.ownerName })
      ) : (
        <Anchor component={Link} to="/templates" size={compact ? "xs" : "sm"}>
          {t("toolbar.changeTemplate")}
        </Anchor>
      )}
    </Text>
  );

  if (compact) {
    return (
      <Box ref={props.toolbarRef} className={classes.toolbar} data-compact>
        <Title order={1} size="h4">
          {t("toolbar.title")}
        </Title>
        <Group gap={6} wrap="wrap" align="baseline">
          {templateLine}
          {status}
        </Group>
        {props.people}
        <Group gap={6} wrap="wrap" mt={6} justify="space-between" className={classes.compactActions}>
          {history}
          <Group gap={6} wrap="nowrap">
            <Tooltip label={t("toolbar.save")}>
              <ActionIcon id={SAVE_BUTTON_ID} variant="default" size="md" aria-label={t("toolbar.save")} onClick={props.onSave} disabled={!state.ready}>
                <IconDeviceFloppy size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {preview}
            {publishAction}
          </Group>
        </Group>
      </Box>
    );
  }

  return (
    <Box ref={props.toolbarRef} className={classes.toolbar}>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t("toolbar.title")}
          </Title>
          {templateLine}
          {props.people}
        </div>
        <Group gap="sm">
          {status}
          {history}
          <Button id={SAVE_BUTTON_ID} variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={props.onSave} disabled={!state.ready}>
            {t("toolbar.save")}
          </Button>
          {preview}
          {publishAction}
        </Group>
      </Group>
    </Box>
  );
});
