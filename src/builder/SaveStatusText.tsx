import { Anchor, Group, Text } from "@mantine/core";
import { SAVE_TEXTS, saveFailureText } from "./saveTexts";
import type { SaveStatus } from "./session/session";

const time = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

/** `confirmedAt`: the saved time of a save the person asked for, confirmed in the spec's words. */
export function saveStatusText(status: SaveStatus, confirmedAt: number | null = null): string {
  switch (status.kind) {
    case "loading":
      return "Loading your draft…";
    case "signed-out":
      return "Log in to save your work";
    case "blocked":
      return status.message;
    case "conflict":
      return "Not saved: choose which version to keep";
    case "saving":
      return "Saving…";
    case "offline":
      return "Offline — will save when reconnected";
    case "error":
      return `Not saved: ${saveFailureText(status.reason, status.message)}${status.retryAt !== null ? " Retrying automatically." : ""}`;
    case "unsaved":
      return "Unsaved changes";
    case "saved":
      return status.at === confirmedAt ? SAVE_TEXTS.saved : `Saved ${time(status.at)}`;
    case "new":
      return "Not saved yet";
  }
}

type Props = {
  status: SaveStatus;
  /** The name of the field that blocks saving, when there is one. */
  fieldLabel?: string | null;
  onShowField?: () => void;
  /** When a save the person asked for succeeded (the saved revision's time). */
  confirmedAt?: number | null;
};

/** The autosave state, announced politely as it changes; a blocking field is one click away. */
export function SaveStatusText({ status, fieldLabel, onShowField, confirmedAt = null }: Props) {
  const warn = status.kind === "error" || status.kind === "conflict" || status.kind === "offline" || status.kind === "blocked";
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c={warn ? "var(--mantine-color-error)" : "dimmed"} role="status" aria-live="polite" data-testid="save-status">
        {saveStatusText(status, confirmedAt)}
      </Text>
      {status.kind === "error" && fieldLabel && onShowField && (
        <Anchor component="button" type="button" size="sm" onClick={onShowField}>
          {`Fix “${fieldLabel}”`}
        </Anchor>
      )}
    </Group>
  );
}
