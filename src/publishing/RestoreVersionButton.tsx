import { useState } from "react";
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { errorData, errorMessage } from "../../convex/model/errors";
import { formatDateTime } from "../lib/formatDate";
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
  const restore = useMutation(api.portfolioVersions.restore);
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const when = formatDateTime(publishedAt);

  const confirm = async () => {
    setBusy(true);
    try {
      await restore({ versionId, baseRevision: draftRevision, ...portfolioArgs(portfolioId) });
      close();
      notifications.show({ color: "green", message: `The version of ${when} is now your draft. Publish it to put it online.` });
    } catch (error) {
      const conflict = errorData(error)?.code === "portfolio/conflict";
      notifications.show({
        color: "red",
        title: "Could not restore",
        message: conflict
          ? "Your draft was just changed on another device or tab, so nothing was replaced. Check it, then restore again."
          : errorMessage(error, "Please check your connection and try again."),
      });
      close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="light" size={size} onClick={open} aria-label={`Restore to draft: the version of ${when}`}>
        Restore to draft
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={close}
        title="Restore this version to your draft?"
        confirmLabel="Restore"
        busyLabel="Restoring..."
        busy={busy}
        onConfirm={() => void confirm()}
      >
        Your draft will be replaced by the version published {when}. Your published page stays as it is until you publish again, and every published version
        stays in this history.
      </ConfirmDialog>
    </>
  );
}
