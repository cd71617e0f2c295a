import { useState } from "react";
import { InlineLoader } from "../../ui/InlineLoader";
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { UNREAD_MAX } from "../../../convex/model/audience";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../i18n/messages";
import { useFormatters } from "../../i18n/useFormatters";

/** Messages visitors sent through the published page's contact form, live, newest first. */
export function Inbox() {
  const { t } = useTranslation("dashboard");
  const inbox = useQuery(api.messages.inbox);
  const unread = inbox?.unread ?? 0;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="inbox-heading">
      <Group gap="sm" mb="md">
        <Title order={2} size="h3" id="inbox-heading">
          {t("inbox.title")}
        </Title>
        {unread > 0 && (
          <Badge color="red" aria-label={t("inbox.unread", { n: unread > UNREAD_MAX ? `${UNREAD_MAX}+` : unread })}>
            {t("inbox.unread", { n: unread > UNREAD_MAX ? `${UNREAD_MAX}+` : unread })}
          </Badge>
        )}
      </Group>
      {inbox === undefined || inbox === null ? (
        <InlineLoader label={t("inbox.loading")} />
      ) : inbox.messages.length === 0 ? (
        <Text c="dimmed">{t("inbox.none")}</Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("inbox.list")}>
          {inbox.messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

type Message = { id: string; name: string; email: string; message: string; read: boolean; createdAt: number };

function MessageItem({ message }: { message: Message }) {
  const { t } = useTranslation("dashboard");
  const format = useFormatters();
  const errorText = useErrorText();
  const markRead = useMutation(api.messages.markRead);
  const remove = useMutation(api.messages.remove);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifications.show({ color: "red", title: failure, message: errorText(error, t("tryAgain")) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      radius="sm"
      aria-label={t("inbox.from", { name: message.name })}
      style={message.read ? undefined : { borderLeft: "4px solid var(--mantine-color-blue-filled)" }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text component="div" fw={message.read ? 500 : 700} style={{ overflowWrap: "anywhere" }}>
            {message.name} {!message.read && <Badge size="xs">{t("inbox.new")}</Badge>}
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={new Date(message.createdAt).toISOString()}>{format.dateTime(message.createdAt)}</time>
          </Text>
        </div>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => void run(() => markRead({ id: message.id, read: !message.read }), t("inbox.updateFailed"))}
          >
            {message.read ? t("inbox.markUnread") : t("inbox.markRead")}
          </Button>
          <Tooltip label={t("inbox.delete")}>
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={busy}
              aria-label={t("inbox.deleteFrom", { name: message.name })}
              onClick={() => void run(() => remove({ id: message.id }), t("inbox.deleteFailed"))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Text mt="xs" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {message.message}
      </Text>
    </Card>
  );
}
