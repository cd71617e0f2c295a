import { ActionIcon, Anchor, Box, Button, Group, Text, Title, Tooltip } from "@mantine/core";
import { IconArrowBackUp, IconArrowForwardUp, IconDeviceFloppy, IconEye, IconWorldUpload } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { SaveStatusText } from "./SaveStatusText";
import classes from "./Builder.module.css";
import type { SessionState } from "./session/session";

type Props = {
  templateName: string;
  state: SessionState;
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
};

/** The form's "Go to Save and Publish" link lands here. */
export const SAVE_BUTTON_ID = "builder-save";

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** Title, save status, undo/redo and the Save / Preview / Publish actions; sticks below the header. */
export function BuilderToolbar(props: Props) {
  const { state } = props;
  const blocked = state.env.blockedReason !== null;
  const mod = isMac() ? "⌘" : "Ctrl+";
  return (
    <Box ref={props.toolbarRef} className={classes.toolbar}>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={1} size="h2">
            Build your portfolio
          </Title>
          <Text size="sm" c="dimmed">
            {props.templateName} template ·{" "}
            <Anchor component={Link} to="/templates" size="sm">
              Change template
            </Anchor>
          </Text>
        </div>
        <Group gap="sm">
          <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="history-note">
            {props.historyNote}
          </Text>
          <SaveStatusText status={state.status} confirmedAt={props.confirmedSaveAt} fieldLabel={props.blockingFieldLabel} onShowField={props.onShowBlockingField} />
          <Group gap={4}>
            <Tooltip label={`Undo (${mod}Z)`}>
              <ActionIcon variant="default" size="lg" aria-label="Undo" onClick={props.onUndo} disabled={!state.canUndo}>
                <IconArrowBackUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={`Redo (${isMac() ? "⇧⌘Z" : "Shift+Ctrl+Z"})`}>
              <ActionIcon variant="default" size="lg" aria-label="Redo" onClick={props.onRedo} disabled={!state.canRedo}>
                <IconArrowForwardUp size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
          <Button id={SAVE_BUTTON_ID} variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={props.onSave} disabled={!state.ready}>
            Save
          </Button>
          <Button variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={props.onPreview} loading={props.preparingPreview} disabled={!state.ready}>
            Preview
          </Button>
          <Button leftSection={<IconWorldUpload size={16} aria-hidden />} onClick={props.onPublish} loading={props.publishing} disabled={!state.ready || blocked}>
            Publish
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
