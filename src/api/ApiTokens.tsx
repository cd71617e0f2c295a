import { useState } from "react";
import { Alert, Anchor, Badge, Box, Button, Card, Checkbox, Code, CopyButton, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { Link } from "react-router";
import { api } from "../../convex/_generated/api";
import {
  API_SCOPES,
  MAX_TOKENS,
  SCOPE_LABELS,
  TOKEN_EXPIRY_DAYS,
  TOKEN_NAME_MAX,
  tokenInputErrors,
  type ApiScope,
  type TokenExpiryDays,
} from "../../convex/model/apiTokens";
import { errorData, errorMessage } from "../../convex/model/errors";

const EXPIRY_LABEL = (days: number) => (days === 365 ? "1 year" : `${days} days`);
const date = (ms: number) => new Date(ms).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

/** The account page's personal access tokens: create (secret shown once), list with last use, revoke. */
export function ApiTokens() {
  const data = useQuery(api.apiTokens.list);
  const create = useMutation(api.apiTokens.create);
  const revoke = useMutation(api.apiTokens.revoke);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>(["read"]);
  const [expiry, setExpiry] = useState<TokenExpiryDays>(30);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (data === undefined || data === null) return null;

  const submit = async () => {
    const found = tokenInputErrors({ name, scopes });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const created = await create({ name, scopes, expiresInDays: expiry });
      setSecret(created.secret);
      setName("");
    } catch (error) {
      setErrors(errorData(error)?.fields ?? {});
      notifications.show({ color: "red", message: errorMessage(error, "Could not create the token. Please try again.") });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string, tokenName: string) => {
    try {
      await revoke({ id });
      notifications.show({ color: "green", message: `Token “${tokenName}” revoked.` });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, "Could not revoke the token. Please try again.") });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="api-tokens-heading">
      <Title order={2} size="h3" id="api-tokens-heading" mb="xs">
        API tokens
      </Title>
      <Text size="sm" mb="md">
        Let scripts and AI assistants read and update your portfolio through the{" "}
        <Anchor component={Link} to="/api-docs">
          API
        </Anchor>{" "}
        at <Code style={{ wordBreak: "break-all" }}>{data.apiBase}</Code>. Each token does only what you allow, for as long as you choose.
      </Text>
      {!data.allowed ? (
        <Text size="sm">
          The API is part of the {data.requiredPlan} and Business plans.{" "}
          <Anchor component={Link} to="/pricing">
            See the plans
          </Anchor>
        </Text>
      ) : (
        <Stack gap="md">
          {secret !== null && (
            <Alert color="green" title="Copy your new token now: it will not be shown again." role="status">
              <Group gap="xs" wrap="nowrap" align="center">
                <Code style={{ wordBreak: "break-all" }} data-testid="new-token">
                  {secret}
                </Code>
                <CopyButton value={secret}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? "Copied" : "Copy"}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </Alert>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Stack gap="sm">
              <TextInput
                label="Token name"
                placeholder="e.g. My deploy script"
                maxLength={TOKEN_NAME_MAX}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={errors.name}
              />
              <Checkbox.Group label="Permissions" value={scopes} onChange={(value) => setScopes(value as ApiScope[])} error={errors.scopes}>
                <Stack gap={6} mt={6}>
                  {API_SCOPES.map((scope) => (
                    <Checkbox key={scope} value={scope} label={SCOPE_LABELS[scope]} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Select
                label="Expires after"
                data={TOKEN_EXPIRY_DAYS.map((days) => ({ value: String(days), label: EXPIRY_LABEL(days) }))}
                value={String(expiry)}
                onChange={(value) => value && setExpiry(Number(value) as TokenExpiryDays)}
                allowDeselect={false}
                w={{ base: "100%", sm: 220 }}
              />
              <Group>
                <Button type="submit" loading={busy} disabled={data.tokens.filter((t) => t.expiresAt > Date.now()).length >= MAX_TOKENS}>
                  Create token
                </Button>
                <Text size="xs" c="dimmed">
                  Up to {MAX_TOKENS} tokens.
                </Text>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
      {data.tokens.length > 0 && (
        <Box style={{ overflowX: "auto", width: 0, minWidth: "100%" }} mt="md">
          <Table verticalSpacing="xs" aria-label="Your API tokens">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Permissions</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.tokens.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {token.name}
                    </Text>
                    <Code>{token.hint}…</Code>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {token.scopes.map((scope) => (
                        <Badge key={scope} variant="light" size="sm">
                          {scope}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{token.lastUsedAt === null ? "Never" : date(token.lastUsedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={token.expiresAt <= Date.now() ? "red" : undefined}>
                      {token.expiresAt <= Date.now() ? "Expired" : date(token.expiresAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" color="red" aria-label={`Revoke ${token.name}`} onClick={() => void remove(token.id, token.name)}>
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
