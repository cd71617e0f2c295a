import { useState } from "react";
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";

/** Takes the portfolio offline after the user confirms; the content stays for republishing. */
export function UnpublishButton() {
  const unpublish = useMutation(api.portfolios.unpublish);
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await unpublish({});
      close();
      notifications.show({ color: "green", message: "Your portfolio is no longer public." });
    } catch (error) {
      notifications.show({ color: "red", title: "Could not unpublish", message: errorMessage(error, "Failed to unpublish the portfolio.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" onClick={open}>
        Unpublish
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title="Unpublish your portfolio?"
        confirmLabel="Unpublish"
        busyLabel="Unpublishing..."
        busy={busy}
        onConfirm={() => void confirm()}
        danger
      >
        The public link will stop working until you publish again. Your content and draft are kept.
      </ConfirmDialog>
    </>
  );
}
