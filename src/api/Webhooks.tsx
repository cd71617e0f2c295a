import { useState } from "react";
import { Badge, Box, Button, Card, Checkbox, Code, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { MAX_ENDPOINTS, WEBHOOK_EVENTS, type WebhookEvent } from "../../convex/model/webhooks";
import { useErrorText, useMessage } from "../i18n/messages";

const STATUS_COLOR = { pending: "gray", succeeded: "green", failed: "red" } as const;
const TIME: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" };

/** The account page's webhook endpoints: add (URL and events), signing secret, delivery log, test event, turn on/off, remove. */
export function Webhooks() {
  const data = useQuery(api.webhooks.list);
  const create = useMutation(api.webhooks.create);
  const remove = useMutation(api.webhooks.remove);
  const sendTest = useMutation(api.webhooks.sendTest);
  const setEnabled = useMutation(api.webhooks.setEnabled);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>(["portfolio.published", "message.received"]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { t, i18n } = useTranslation("api");
  const message = useMessage();
  const errorText = useErrorText();
  const time = (ms: number) => new Date(ms).toLocaleString(i18n.language, TIME);

  if (data === undefined || data === null || (!data.allowed && data.endpoints.length === 0)) return null;

  const act = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      notifications.show({ color: "green", message: done });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, failed) });
    }
  };

  const submit = async () => {
    setBusy(true);
    try {
      await create({ url, events });
      setUrl("");
      setErrors({});
    } catch (error) {
      const fields = errorData(error)?.fields;
      setErrors(Object.fromEntries(Object.entries(fields ?? {}).map(([field, problem]) => [field, message(problem)])));
      if (!fields) notifications.show({ color: "red", message: errorText(error, t("webhooks.addFailed")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="webhooks-heading">
      <Title order={2} size="h3" id="webhooks-heading" mb="xs">
        {t("webhooks.heading")}
      </Title>
      <Text size="sm" mb="md">
        {t("webhooks.text")}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("webhooks.url")}
            placeholder="https://example.com/hooks/portfolio"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={errors.url}
          />
          <Checkbox.Group label={t("webhooks.events")} value={events} onChange={(value) => setEvents(value as WebhookEvent[])} error={errors.events}>
            <Stack gap={6} mt={6}>
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} label={`${t(`eventLabels.${event}`)} (${event})`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={busy} disabled={!data.allowed || data.endpoints.length >= MAX_ENDPOINTS}>
              {t("webhooks.add")}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="lg" mt="lg">
        {data.endpoints.map((endpoint) => (
          <Stack key={endpoint.id} gap="xs" component="article" aria-label={t("webhooks.endpoint", { url: endpoint.url })}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                <Code style={{ wordBreak: "break-all" }}>{endpoint.url}</Code>
                <Badge color={endpoint.enabled ? "green" : "red"} variant="light">
                  {endpoint.enabled ? t("webhooks.on") : t("webhooks.turnedOff")}
                </Badge>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void act(() => sendTest({ id: endpoint.id }), t("webhooks.testSent"), t("webhooks.testFailed"))}
                >
                  {t("webhooks.sendTest")}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() =>
                    void act(
                      () => setEnabled({ id: endpoint.id, enabled: !endpoint.enabled }),
                      endpoint.enabled ? t("webhooks.turnedOffDone") : t("webhooks.turnedOnDone"),
                      t("webhooks.changeFailed"),
                    )
                  }
                >
                  {endpoint.enabled ? t("webhooks.turnOff") : t("webhooks.turnOn")}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => void act(() => remove({ id: endpoint.id }), t("webhooks.removed"), t("webhooks.removeFailed"))}
                >
                  {t("webhooks.remove")}
                </Button>
              </Group>
            </Group>
            <Text size="xs" c="dimmed">
              {t("webhooks.eventsLine", { events: endpoint.events.join(", ") })} · {t("webhooks.secret")}{" "}
              <Code fz="xs" style={{ wordBreak: "break-all" }}>
                {endpoint.secret}
              </Code>
            </Text>
            {endpoint.deliveries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("webhooks.noDeliveries")}
              </Text>
            ) : (
              <Box style={{ overflowX: "auto", width: 0, minWidth: "100%" }}>
                <Table verticalSpacing={4} fz="sm" aria-label={t("webhooks.deliveries", { url: endpoint.url })}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("webhooks.event")}</Table.Th>
                      <Table.Th>{t("webhooks.status")}</Table.Th>
                      <Table.Th>{t("webhooks.attempts")}</Table.Th>
                      <Table.Th>{t("webhooks.answer")}</Table.Th>
                      <Table.Th>{t("webhooks.sent")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {endpoint.deliveries.map((delivery) => (
                      <Table.Tr key={delivery.id}>
                        <Table.Td>{delivery.event}</Table.Td>
                        <Table.Td>
                          <Badge size="sm" variant="light" color={STATUS_COLOR[delivery.status]}>
                            {t(`webhooks.statuses.${delivery.status}`)}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{delivery.attempts}</Table.Td>
                        <Table.Td title={delivery.lastError ?? undefined}>
                          {delivery.lastStatus ?? "—"}
                          {delivery.responseMs !== null ? ` · ${delivery.responseMs} ms` : ""}
                        </Table.Td>
                        <Table.Td>{time(delivery.createdAt)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Box>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
