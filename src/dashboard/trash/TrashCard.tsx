import { useState } from "react";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { useTranslation } from "react-i18next";
import { daysLeft, TRASH_DAYS, type TrashKind } from "../../../convex/model/trash";
import { useErrorText, useMessage } from "../../i18n/messages";
import { useFormatters } from "../../i18n/useFormatters";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { InlineLoader } from "../../ui/InlineLoader";

type Item = { id: string; kind: TrashKind; label: string; deletedAt: number; expiresAt: number };
/**
 * What the last Restore came to, said in the card: a toast there covered the next row's buttons.
 * The dashboard keeps it: the whole portfolio back changes its layout, which draws this card anew.
 */
export type TrashOutcome = { ok: boolean; title: string; message: string };

/** The dashboard's Trash: what was deleted in the last 30 days, each with Restore and Delete forever. Live. */
export function TrashCard({ outcome, onOutcome }: { outcome: TrashOutcome | null; onOutcome: (outcome: TrashOutcome) => void }) {
  const { t } = useTranslation("dashboard");
  const items = useQuery(api.trash.list);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="trash-heading">
      <Title order={2} size="h3" id="trash-heading" mb="xs">
        {t("trash.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t("trash.intro", { days: TRASH_DAYS })}
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
        <InlineLoader label={t("trash.loading")} />
      ) : items === null || items.length === 0 ? (
        <Text c="dimmed">{t("trash.empty")}</Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("trash.items")}>
          {items.map((item) => (
            <TrashRow key={item.id} item={item} onOutcome={onOutcome} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function TrashRow({ item, onOutcome }: { item: Item; onOutcome: (outcome: TrashOutcome) => void }) {
  const { t } = useTranslation("dashboard");
  const format = useFormatters();
  const errorText = useErrorText();
  const translate = useMessage();
  const restore = useMutation(api.trash.restore);
  const deleteForever = useMutation(api.trash.deleteForever);
  const [busy, setBusy] = useState<"restore" | "delete" | null>(null);
  const [confirming, { open, close }] = useDisclosure(false);

  const daysText = (days: number) => (days === 1 ? t("trash.dayLeft") : t("trash.daysLeft", { days }));
  const onRestore = async () => {
    setBusy("restore");
    try {
      const { message } = await restore({ id: item.id });
      onOutcome({ ok: true, title: t("trash.restoredTitle"), message: translate(message) });
    } catch (error) {
      onOutcome({ ok: false, title: t("trash.restoreFailed"), message: errorText(error, t("tryAgain")) });
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
      notifications.show({ color: "red", title: t("trash.deleteFailed"), message: errorText(error, t("tryAgain")) });
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
          {t("trash.deleted", { kind: t(`trash.kinds.${item.kind}`) })}
          <time dateTime={new Date(item.deletedAt).toISOString()}>{format.dateTime(item.deletedAt)}</time> ·{" "}
          <Text span size="sm" fw={600} c="var(--mantine-color-text)" style={{ whiteSpace: "nowrap" }}>
            {daysText(daysLeft(item.expiresAt, Date.now()))}
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
          aria-label={t("trash.restoreName", { label: item.label })}
        >
          {t("trash.restore")}
        </Button>
        {/* Subtle red is the app's error colour in both schemes (src/theme.ts). */}
        <Button size="xs" variant="subtle" color="red" disabled={busy !== null} onClick={open} aria-label={t("trash.deleteName", { label: item.label })}>
          {t("trash.deleteForever")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        onClose={close}
        title={t("trash.confirmTitle")}
        confirmLabel={t("trash.deleteForever")}
        busyLabel={t("deleting")}
        busy={busy === "delete"}
        onConfirm={() => void onDelete()}
        danger
      >
        {t("trash.confirmText", { label: item.label })}
      </ConfirmDialog>
    </Group>
  );
}
