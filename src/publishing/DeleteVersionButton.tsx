import { useState } from "react";
import { Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";
import { formatDateTime } from "../lib/formatDate";

/** Moves one published version to the trash (restorable there for 30 days, so no confirmation). */
export function DeleteVersionButton({ versionId, publishedAt }: { versionId: string; publishedAt: number }) {
  const deleteVersion = useMutation(api.trash.deleteVersion);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await deleteVersion({ versionId });
      notifications.show({ color: "green", message: "The version is in the trash." });
    } catch (error) {
      notifications.show({ color: "red", title: "Could not delete", message: errorMessage(error, "Please try again.") });
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
      aria-label={`Delete the version of ${formatDateTime(publishedAt)}`}
    >
      Delete
    </Button>
  );
}
