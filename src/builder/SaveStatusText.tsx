import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { i18n } from "../i18n/i18n";
import { saveFailureText, saveText } from "./saveTexts";
import type { SaveStatus } from "./session/session";

const time = (at: number) => new Date(at).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" });

/** `confirmedAt`: the saved time of a save the person asked for, confirmed in the spec's words. */
export function saveStatusText(status: SaveStatus, confirmedAt: number | null = null, t: TFunction = i18n.t): string {
  switch (status.kind) {
    case "loading":
      return t("builder:status.loading");
    case "signed-out":
      return t("builder:status.signedOut");
    case "blocked":
      return saveFailureText("blocked", status.message);
    case "conflict":
      return t("builder:status.conflict");
    case "saving":
      return t("builder:status.saving");
    case "offline":
      return t("builder:status.offline");
    case "error":
      return t(status.retryAt !== null ? "builder:status.retrying" : "builder:status.error", { reason: saveFailureText(status.reason, status.message) });
    case "unsaved":
      return t("builder:status.unsaved");
    case "saved":
      return status.at === confirmedAt ? saveText("saved") : t("builder:status.savedAt", { time: time(status.at) });
    case "new":
      return t("builder:status.new");
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
  const { t } = useTranslation("builder");
  const warn = status.kind === "error" || status.kind === "conflict" || status.kind === "offline" || status.kind === "blocked";
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" c={warn ? "var(--mantine-color-error)" : "dimmed"} role="status" aria-live="polite" data-testid="save-status">
        {saveStatusText(status, confirmedAt, t)}
      </Text>
      {status.kind === "error" && fieldLabel && onShowField && (
        <Anchor component="button" type="button" size="sm" onClick={onShowField}>
          {t("status.fix", { field: fieldLabel })}
        </Anchor>
      )}
    </Group>
  );
}
