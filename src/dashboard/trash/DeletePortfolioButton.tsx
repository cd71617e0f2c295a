import { useState } from "react";
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { errorMessage } from "../../../convex/model/errors";
import { TRASH_DAYS } from "../../../convex/model/trash";
import { ConfirmDialog } from "../../ui/ConfirmDialog";

/** Unpublishes and deletes the whole portfolio (draft and page) into the trash, after the owner confirms. */
export function DeletePortfolioButton() {
  const deletePortfolio = useMutation(api.trash.deletePortfolio);
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await deletePortfolio({});
      close();
      notifications.show({ color: "green", message: `Your portfolio is in the trash for ${TRASH_DAYS} days.` });
    } catch (error) {
      notifications.show({ color: "red", title: "Could not delete", message: errorMessage(error, "Failed to delete the portfolio.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" onClick={open} style={{ alignSelf: "flex-start" }}>
        Delete portfolio
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title="Delete your portfolio?"
        confirmLabel="Delete portfolio"
        busyLabel="Deleting..."
        busy={busy}
        onConfirm={() => void confirm()}
        danger
      >
        The page goes offline, its address is freed and the draft is removed. Both stay in the trash for {TRASH_DAYS} days, where you can restore them.
      </ConfirmDialog>
    </>
  );
}
