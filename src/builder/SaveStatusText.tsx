import { Anchor, Group, Text } from "@mantine/core";
import type { SaveStatus } from "./session/session";

const time = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });

export function saveStatusText(status: SaveStatus): string {
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
      return `Not saved: ${status.message}${status.retryAt !== null ? " Retrying automatically." : ""}`;
    case "unsaved":
      return "Unsaved changes";
    case "saved":
      return `Saved ${time(status.at)}`;
    case "new":
      return "Not saved yet";
  }
}

type Props = {
  status: SaveStatus;
  /** The name of the field that blocks saving, when there is one. */
  fieldLabel?: string | null;
  onShowField?: () => void;
};

/** The autosave state, announced politely as it changes; a blocking field is one click away. */
export function SaveStatusText({ status, fieldLabel, onShowField }: Props) {
  const warn = status.kind === "error" || status.kind === "conflict" || status.kind === "offline" || status.kind === "blocked";
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c={warn ? "var(--mantine-color-error)" : "dimmed"} role="status" aria-live="polite" data-testid="save-status">
        {saveStatusText(status)}
      </Text>
      {status.kind === "error" && fieldLabel && onShowField && (
        <Anchor component="button" type="button" size="sm" onClick={onShowField}>
          {`Fix “${fieldLabel}”`}
        </Anchor>
      )}
    </Group>
  );
}
