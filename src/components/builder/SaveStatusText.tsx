import { Text } from "@mantine/core";
import type { SaveStatus } from "../../hooks/useDraftSync";

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
      return `Not saved: ${status.message}`;
    case "unsaved":
      return "Unsaved changes";
    case "saved":
      return `Saved ${time(status.at)}`;
    case "new":
      return "Not saved yet";
  }
}

/** The autosave state, announced politely to screen readers as it changes. */
export function SaveStatusText({ status }: { status: SaveStatus }) {
  const warn = status.kind === "error" || status.kind === "conflict" || status.kind === "offline" || status.kind === "blocked";
  return (
    <Text size="sm" c={warn ? "var(--mantine-color-error)" : "dimmed"} role="status" aria-live="polite" data-testid="save-status">
      {saveStatusText(status)}
    </Text>
  );
}
