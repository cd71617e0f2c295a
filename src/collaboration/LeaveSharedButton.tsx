import { useState } from "react";
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { api } from "../../convex/_generated/api";
import { useErrorText } from "../i18n/messages";

/** A member leaves a portfolio shared with them, after confirming; only the owner can add them back. */
export function LeaveSharedButton({ portfolioId, title, ownerName }: { portfolioId: string; title: string; ownerName: string }) {
  const leave = useMutation(api.members.leave);
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation("collaboration");
  const errorText = useErrorText();

  const confirm = async () => {
    setBusy(true);
    try {
      await leave({ portfolioId });
      close();
      notifications.show({ color: "green", message: t("leave.done", { title }) });
    } catch (error) {
      notifications.show({ color: "red", title: t("leave.failed"), message: errorText(error, t("leave.tryAgain")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* Mantine's dark-scheme red on a subtle button is near-white: the app's error colour keeps AA contrast in both schemes (as Trash's). */}
      <Button variant="subtle" color="red" c="var(--mantine-color-error)" size="sm" aria-label={t("leave.label", { title })} onClick={open}>
        {t("leave.button")}
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={t("leave.title", { title })}
        confirmLabel={t("leave.button")}
        busyLabel={t("leave.busy")}
        busy={busy}
        onConfirm={() => void confirm()}
        danger
      >
        {t("leave.body", { owner: ownerName })}
      </ConfirmDialog>
    </>
  );
}
