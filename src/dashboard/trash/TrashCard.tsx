import { useState } from "react";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { errorMessage } from "../../../convex/model/errors";
import { daysLeft, daysLeftText, TRASH_DAYS, TRASH_KIND_LABELS, type TrashKind } from "../../../convex/model/trash";
import { formatDateTime } from "../../lib/formatDate";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { InlineLoader } from "../../ui/InlineLoader";

type Item = { id: string; kind: TrashKind; label: string; deletedAt: number; expiresAt: number };
/** What the last Restore came to, said in the card: a toast there covered the next row's buttons. */
type Outcome = { ok: boolean; title: string; message: string };

/** The dashboard's Trash: what was deleted in the last 30 days, each with Restore and Delete forever. Live. */
export function TrashCard() {
  const items = useQuery(api.trash.list);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="trash-heading">
      <Title order={2} size="h3" id="trash-heading" mb="xs">
        Trash
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Deleted sections, entries with pictures, published versions, domains and portfolios stay here for {TRASH_DAYS} days, then they are gone for good.
      </Text>
      <Text
        size="sm"
        mb={outcome ? "sm" : 0}
        c={outcome?.ok === false ? "var(--mantine-color-error)" : undefined}
        role={outcome?.ok === false ? "alert" : "status"}
      >
        {outcome && (
          <>
            <Text span fw={600} inherit>
              {outcome.title}:
            </Text>{" "}
            {outcome.message}
          </>
        )}
      </Text>
      {items === undefined ? (
        <InlineLoader label="Loading your trash…" />
      ) : items === null || items.length === 0 ? (
        <Text c="dimmed">The trash is empty.</Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Deleted items">
          {items.map((item) => (
            <TrashRow key={item.id} item={item} onOutcome={setOutcome} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function TrashRow({ item, onOutcome }: { item: Item; onOutcome: (outcome: Outcome) => void }) {
  const restore = useMutation(api.trash.restore);
  const deleteForever = useMutation(api.trash.deleteForever);
  const [busy, setBusy] = useState<"restore" | "delete" | null>(null);
  const [confirming, { open, close }] = useDisclosure(false);

  const onRestore = async () => {
    setBusy("restore");
    try {
      const { message } = await restore({ id: item.id });
      onOutcome({ ok: true, title: "Restored", message });
    } catch (error) {
      onOutcome({ ok: false, title: "Could not restore", message: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(null);
    }
  };
  const onDelete = async () => {
    setBusy("delete");
    try {
      await deleteForever({ id: item.id });
      close();
    } catch (error) {
      // The dialog stays open over the card: the toast shows above it.
      notifications.show({ color: "red", title: "Could not delete", message: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" py={4}>
      <div style={{ minWidth: 0 }}>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {item.label}
        </Text>
        <Text size="sm" c="dimmed">
          {TRASH_KIND_LABELS[item.kind]} · deleted <time dateTime={new Date(item.deletedAt).toISOString()}>{formatDateTime(item.deletedAt)}</time> ·{" "}
          <Text span size="sm" fw={600} c="var(--mantine-color-text)" style={{ whiteSpace: "nowrap" }}>
            {daysLeftText(daysLeft(item.expiresAt, Date.now()))}
          </Text>
        </Text>
      </div>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          loading={busy === "restore"}
          disabled={busy !== null}
          onClick={() => void onRestore()}
          aria-label={`Restore ${item.label}`}
        >
          Restore
        </Button>
        {/* Mantine's dark red text on subtle buttons is near-white: the app's error colour keeps AA contrast in both schemes. */}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          c="var(--mantine-color-error)"
          disabled={busy !== null}
          onClick={open}
          aria-label={`Delete forever: ${item.label}`}
        >
          Delete forever
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={close}
        title="Delete forever?"
        confirmLabel="Delete forever"
        busyLabel="Deleting..."
        busy={busy === "delete"}
        onConfirm={() => void onDelete()}
        danger
      >
        “{item.label}” will be gone for good, with any picture nothing else uses. This cannot be undone.
      </ConfirmDialog>
    </Group>
  );
}
