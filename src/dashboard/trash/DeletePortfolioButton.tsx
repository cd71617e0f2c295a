import { useState } from "react";
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../i18n/messages";
import { TRASH_DAYS } from "../../../convex/model/trash";
import { ConfirmDialog } from "../../ui/ConfirmDialog";

/** Unpublishes and deletes the whole portfolio (draft and page) into the trash, after the owner confirms. */
export function DeletePortfolioButton() {
  const { t } = useTranslation("dashboard");
  const errorText = useErrorText();
  const deletePortfolio = useMutation(api.trash.deletePortfolio);
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deletePortfolio({});
      close();
      notifications.show({ color: "green", message: t("deletePortfolio.done", { days: TRASH_DAYS }) });
    } catch (error) {
      notifications.show({ color: "red", title: t("deletePortfolio.failedTitle"), message: errorText(error, t("deletePortfolio.failed")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" onClick={open} style={{ alignSelf: "flex-start" }}>
        {t("deletePortfolio.button")}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={t("deletePortfolio.title")}
        confirmLabel={t("deletePortfolio.button")}
        busyLabel={t("deleting")}
        busy={busy}
        onConfirm={() => void confirm()}
        danger
      >
        {t("deletePortfolio.text", { days: TRASH_DAYS })}
      </ConfirmDialog>
    </>
  );
}
