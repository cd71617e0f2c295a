import { useState } from "react";
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { api } from "../../convex/_generated/api";
import { useErrorText } from "../i18n/messages";

/** Takes the portfolio offline after the user confirms; the content stays for republishing. */
export function UnpublishButton() {
  const { t } = useTranslation("publishing");
  const errorText = useErrorText();
  const unpublish = useMutation(api.portfolios.unpublish);
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await unpublish({});
      close();
      notifications.show({ color: "green", message: t("unpublish.done") });
    } catch (error) {
      notifications.show({ color: "red", title: t("unpublish.failedTitle"), message: errorText(error, t("unpublish.failed")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" onClick={open}>
        {t("unpublish.button")}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={t("unpublish.title")}
        confirmLabel={t("unpublish.button")}
        busyLabel={t("unpublish.busy")}
        busy={busy}
        onConfirm={() => void confirm()}
        danger
      >
        {t("unpublish.text")}
      </ConfirmDialog>
    </>
  );
}
