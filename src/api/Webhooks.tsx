import { useState } from "react";
import { Badge, Box, Button, Card, Checkbox, Code, Group, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorData, errorMessage } from "../../convex/model/errors";
import { EVENT_LABELS, MAX_ENDPOINTS, WEBHOOK_EVENTS, type WebhookEvent } from "../../convex/model/webhooks";

const STATUS_COLOR = { pending: "gray", succeeded: "green", failed: "red" } as const;
const time = (ms: number) => new Date(ms).toLocaleString(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" });

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

  if (data === undefined || data === null || (!data.allowed && data.endpoints.length === 0)) return null;

  const act = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      notifications.show({ color: "green", message: done });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, failed) });
    }
  };

  const submit = async () => {
    setBusy(true);
    try {
      await create({ url, events });
      setUrl("");
      setErrors({});
    } catch (error) {
      setErrors(errorData(error)?.fields ?? {});
      if (!errorData(error)?.fields) notifications.show({ color: "red", message: errorMessage(error, "Could not add the endpoint. Please try again.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="webhooks-heading">
      <Title order={2} size="h3" id="webhooks-heading" mb="xs">
        Webhooks
      </Title>
      <Text size="sm" mb="md">
        We POST signed JSON (the Standard Webhooks format) to your HTTPS address when these things happen, retrying for about half a minute if it fails.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Endpoint URL"
            placeholder="https://example.com/hooks/portfolio"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={errors.url}
          />
          <Checkbox.Group label="Events" value={events} onChange={(value) => setEvents(value as WebhookEvent[])} error={errors.events}>
            <Stack gap={6} mt={6}>
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} label={`${EVENT_LABELS[event]} (${event})`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={busy} disabled={!data.allowed || data.endpoints.length >= MAX_ENDPOINTS}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap="lg" mt="lg">
        {data.endpoints.map((endpoint) => (
          <Stack key={endpoint.id} gap="xs" component="article" aria-label={`Endpoint ${endpoint.url}`}>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                <Code style={{ wordBreak: "break-all" }}>{endpoint.url}</Code>
                <Badge color={endpoint.enabled ? "green" : "red"} variant="light">
                  {endpoint.enabled ? "On" : "Turned off"}
                </Badge>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => void act(() => sendTest({ id: endpoint.id }), "Test event sent.", "Could not send the test event.")}
                >
                  Send test event
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() =>
                    void act(
                      () => setEnabled({ id: endpoint.id, enabled: !endpoint.enabled }),
                      endpoint.enabled ? "Endpoint turned off." : "Endpoint turned on.",
                      "Could not change the endpoint.",
                    )
                  }
                >
                  {endpoint.enabled ? "Turn off" : "Turn on"}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  onClick={() => void act(() => remove({ id: endpoint.id }), "Endpoint removed.", "Could not remove the endpoint.")}
                >
                  Remove
                </Button>
              </Group>
            </Group>
            <Text size="xs" c="dimmed">
              Events: {endpoint.events.join(", ")} · Signing secret:{" "}
              <Code fz="xs" style={{ wordBreak: "break-all" }}>
                {endpoint.secret}
              </Code>
            </Text>
            {endpoint.deliveries.length === 0 ? (
              <Text size="sm" c="dimmed">
                No deliveries yet.
              </Text>
            ) : (
              <Box style={{ overflowX: "auto", width: 0, minWidth: "100%" }}>
                <Table verticalSpacing={4} fz="sm" aria-label={`Deliveries to ${endpoint.url}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Event</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Attempts</Table.Th>
                      <Table.Th>Answer</Table.Th>
                      <Table.Th>Sent</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {endpoint.deliveries.map((delivery) => (
                      <Table.Tr key={delivery.id}>
                        <Table.Td>{delivery.event}</Table.Td>
                        <Table.Td>
                          <Badge size="sm" variant="light" color={STATUS_COLOR[delivery.status]}>
                            {delivery.status}
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
