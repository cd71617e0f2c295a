import { useState } from "react";
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { useErrorText } from "../i18n/messages";
import { useFormatters } from "../i18n/useFormatters";

/** Moves one published version to the trash (restorable there for 30 days, so no confirmation). */
export function DeleteVersionButton({ versionId, publishedAt }: { versionId: string; publishedAt: number }) {
  const { t } = useTranslation("publishing");
  const errorText = useErrorText();
  const format = useFormatters();
  const deleteVersion = useMutation(api.trash.deleteVersion);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await deleteVersion({ versionId });
      notifications.show({ color: "green", message: t("deleteVersion.done") });
    } catch (error) {
      notifications.show({ color: "red", title: t("deleteVersion.failedTitle"), message: errorText(error, t("deleteVersion.failed")) });
      setBusy(false);
    }
  };
  return (
    <Button
      variant="subtle"
      color="red"
      size="xs"
      loading={busy}
      onClick={() => void onClick()}
      aria-label={t("deleteVersion.name", { date: format.dateTime(publishedAt) })}
    >
      {t("deleteVersion.button")}
    </Button>
  );
}
