import { useState } from "react";
import { Alert, Anchor, Badge, Box, Button, Card, Checkbox, Code, CopyButton, Group, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api } from "../../convex/_generated/api";
import { API_SCOPES, MAX_TOKENS, TOKEN_EXPIRY_DAYS, TOKEN_NAME_MAX, tokenInputErrors, type ApiScope, type TokenExpiryDays } from "../../convex/model/apiTokens";
import { errorData } from "../../convex/model/errors";
import { useErrorText, useMessage } from "../i18n/messages";

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };

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
  const { t, i18n } = useTranslation("api");
  const message = useMessage();
  const errorText = useErrorText();
  const date = (ms: number) => new Date(ms).toLocaleDateString(i18n.language, DATE);

  if (data === undefined || data === null) return null;

  const submit = async () => {
    const found = tokenInputErrors({ name, scopes });
    setErrors(Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, message(problem)])));
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const created = await create({ name, scopes, expiresInDays: expiry });
      setSecret(created.secret);
      setName("");
    } catch (error) {
      setErrors(Object.fromEntries(Object.entries(errorData(error)?.fields ?? {}).map(([field, problem]) => [field, message(problem)])));
      notifications.show({ color: "red", message: errorText(error, t("tokens.createFailed")) });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string, tokenName: string) => {
    try {
      await revoke({ id });
      notifications.show({ color: "green", message: t("tokens.revoked", { name: tokenName }) });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, t("tokens.revokeFailed")) });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="api-tokens-heading">
      <Title order={2} size="h3" id="api-tokens-heading" mb="xs">
        {t("tokens.heading")}
      </Title>
      <Text size="sm" mb="md">
        <Trans
          t={t}
          i18nKey="tokens.text"
          values={{ base: data.apiBase }}
          components={{ api: <Anchor component={Link} to="/api-docs" />, base: <Code style={{ wordBreak: "break-all" }} /> }}
        />
      </Text>
      {!data.allowed ? (
        <Text size="sm">
          {t("tokens.plan", { plan: data.requiredPlan })}{" "}
          <Anchor component={Link} to="/pricing">
            {t("tokens.seePlans")}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="md">
          {secret !== null && (
            <Alert color="green" title={t("tokens.copyNow")} role="status">
              <Group gap="xs" wrap="nowrap" align="center">
                <Code style={{ wordBreak: "break-all" }} data-testid="new-token">
                  {secret}
                </Code>
                <CopyButton value={secret}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy}>
                      {copied ? t("tokens.copied") : t("tokens.copy")}
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
                label={t("tokens.name")}
                placeholder={t("tokens.namePlaceholder")}
                maxLength={TOKEN_NAME_MAX}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={errors.name}
              />
              <Checkbox.Group label={t("permissions")} value={scopes} onChange={(value) => setScopes(value as ApiScope[])} error={errors.scopes}>
                <Stack gap={6} mt={6}>
                  {API_SCOPES.map((scope) => (
                    <Checkbox key={scope} value={scope} label={t(`scopes.${scope}`)} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Select
                label={t("tokens.expiresAfter")}
                data={TOKEN_EXPIRY_DAYS.map((days) => ({ value: String(days), label: days === 365 ? t("tokens.oneYear") : t("tokens.days", { count: days }) }))}
                value={String(expiry)}
                onChange={(value) => value && setExpiry(Number(value) as TokenExpiryDays)}
                allowDeselect={false}
                w={{ base: "100%", sm: 220 }}
              />
              <Group>
                <Button type="submit" loading={busy} disabled={data.tokens.filter((token) => token.expiresAt > Date.now()).length >= MAX_TOKENS}>
                  {t("tokens.create")}
                </Button>
                <Text size="xs" c="dimmed">
                  {t("tokens.upTo", { count: MAX_TOKENS })}
                </Text>
              </Group>
            </Stack>
          </form>
        </Stack>
      )}
      {data.tokens.length > 0 && (
        <Box style={{ overflowX: "auto", width: 0, minWidth: "100%" }} mt="md">
          <Table verticalSpacing="xs" aria-label={t("tokens.list")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("tokens.nameColumn")}</Table.Th>
                <Table.Th>{t("permissions")}</Table.Th>
                <Table.Th>{t("tokens.lastUsed")}</Table.Th>
                <Table.Th>{t("tokens.expires")}</Table.Th>
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
                    <Text size="sm">{token.lastUsedAt === null ? t("tokens.never") : date(token.lastUsedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={token.expiresAt <= Date.now() ? "red" : undefined}>
                      {token.expiresAt <= Date.now() ? t("tokens.expired") : date(token.expiresAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      aria-label={t("tokens.revokeNamed", { name: token.name })}
                      onClick={() => void remove(token.id, token.name)}
                    >
                      {t("tokens.revoke")}
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
