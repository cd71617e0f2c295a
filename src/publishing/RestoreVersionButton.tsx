import { useState } from "react";
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { errorData } from "../../convex/model/errors";
import { useErrorText } from "../i18n/messages";
import { useFormatters } from "../i18n/useFormatters";
import { portfolioArgs } from "../lib/portfolioScope";

type Props = {
  versionId: Id<"portfolioVersions">;
  publishedAt: number;
  /** The draft revision this screen shows (0: no draft); a newer one saved elsewhere refuses the restore. */
  draftRevision: number;
  /** As the buttons beside it: "xs" in the dashboard's list, "sm" on the version's own page. */
  size?: "xs" | "sm";
  /** A shared portfolio's id (lib/portfolioScope.ts); undefined for one's own. */
  portfolioId?: string;
};

/**
 * "Restore to draft" after confirmation: the version becomes the draft's next revision. The live
 * page does not change until the draft is published.
 */
export function RestoreVersionButton({ versionId, publishedAt, draftRevision, size = "xs", portfolioId }: Props) {
  const { t } = useTranslation("publishing");
  const errorText = useErrorText();
  const restore = useMutation(api.portfolioVersions.restore);
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const when = useFormatters().dateTime(publishedAt);

  const confirm = async () => {
    setBusy(true);
    try {
      await restore({ versionId, baseRevision: draftRevision, ...portfolioArgs(portfolioId) });
      close();
      notifications.show({ color: "green", message: t("restore.done", { date: when }) });
    } catch (error) {
      const conflict = errorData(error)?.code === "portfolio/conflict";
      notifications.show({
        color: "red",
        title: t("restore.failedTitle"),
        message: conflict ? t("restore.conflict") : errorText(error, t("restore.network")),
      });
      close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="light" size={size} onClick={open} aria-label={t("restore.name", { date: when })}>
        {t("restore.button")}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={t("restore.title")}
        confirmLabel={t("restore.confirm")}
        busyLabel={t("restore.busy")}
        busy={busy}
        onConfirm={() => void confirm()}
      >
        {t("restore.text", { date: when })}
      </ConfirmDialog>
    </>
  );
}
