import { useState } from "react";
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";

/** A member leaves a portfolio shared with them, after confirming; only the owner can add them back. */
export function LeaveSharedButton({ portfolioId, title, ownerName }: { portfolioId: string; title: string; ownerName: string }) {
  const leave = useMutation(api.members.leave);
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await leave({ portfolioId });
      close();
      notifications.show({ color: "green", message: `You left ${title}.` });
    } catch (error) {
      notifications.show({ color: "red", title: "Could not leave", message: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" size="sm" aria-label={`Leave ${title}`} onClick={open}>
        Leave
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title={`Leave ${title}?`}
        confirmLabel="Leave"
        busyLabel="Leaving..."
        busy={busy}
        onConfirm={() => void confirm()}
        danger
      >
        {`You will no longer be able to edit or preview it. Only ${ownerName} can invite you again.`}
      </ConfirmDialog>
    </>
  );
}
