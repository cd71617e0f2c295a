import { Anchor, Badge, Code, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { API_ROUTES, API_VERSION_PATH, apiErrorValidator } from "../../convex/model/apiSpec";
import { API_SCOPES } from "../../convex/model/apiTokens";
import { DEFAULT_APP_LANGUAGE } from "../i18n/languages";
import { toJsonSchema } from "../../convex/model/jsonSchema";
import { pageMeta } from "../i18n/pageMeta";
import type { Route } from "./+types/apiReference.route";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "apiReference");

const METHOD_COLOR = { GET: "blue", POST: "green", PUT: "orange", PATCH: "grape" } as const;

/** A readable reference of the REST API, from the same route table and validators as /api/v1/openapi.json. */
export default function ApiReferencePage() {
  const { t, i18n } = useTranslation("api");
  const code = <Code />;
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t("reference.title")}</Title>
          <Text>
            <Trans
              t={t}
              i18nKey="reference.intro"
              values={{ header: "Authorization: Bearer pb_…", path: API_VERSION_PATH, spec: `${API_VERSION_PATH}/openapi.json` }}
              components={{ account: <Anchor component={Link} to="/account" />, code }}
            />
          </Text>
          <Text>
            <Trans
              t={t}
              i18nKey="reference.writes"
              values={{ fields: JSON.stringify(Object.keys(toJsonSchema(apiErrorValidator).properties as object)) }}
              components={{ code }}
            />
          </Text>
          {/* The endpoints' own words come from the OpenAPI description, a developer reference kept in English. */}
          {i18n.language !== DEFAULT_APP_LANGUAGE && <Text c="dimmed">{t("reference.inEnglish")}</Text>}
        </Stack>
        <section aria-labelledby="permissions">
          <Title order={2} id="permissions" mb="xs">
            {t("permissions")}
          </Title>
          {/* A list, not a Table: the visitor pages' styles stay without Mantine's table CSS (scripts/lib/mantineStyles.ts). */}
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }}>
            {API_SCOPES.map((scope) => (
              <Group component="li" key={scope} gap="sm" wrap="nowrap" align="baseline">
                <Code>{scope}</Code>
                <Text size="sm">{t(`scopes.${scope}`)}</Text>
              </Group>
            ))}
          </Stack>
        </section>
        <section aria-labelledby="endpoints">
          <Title order={2} id="endpoints" mb="md">
            {t("reference.endpoints")}
          </Title>
          <Stack gap="lg">
            {API_ROUTES.map((route) => (
              <Stack key={route.operationId} gap={6}>
                <Group gap="xs" wrap="wrap">
                  <Badge color={METHOD_COLOR[route.method]} variant="light" w={64}>
                    {route.method}
                  </Badge>
                  <Code fz="sm">{route.path}</Code>
                  <Badge variant="outline" size="sm">
                    {route.scope}
                  </Badge>
                </Group>
                <Text size="sm">{route.summary}</Text>
                {route.body && (
                  <details>
                    <summary>
                      <Text span size="sm">
                        {t("reference.body")}
                      </Text>
                    </summary>
                    <Code block fz="xs" mah={320} style={{ overflow: "auto" }}>
                      {JSON.stringify(toJsonSchema(route.body), null, 2)}
                    </Code>
                  </details>
                )}
                <details>
                  <summary>
                    <Text span size="sm">
                      {t("reference.answer")}
                    </Text>
                  </summary>
                  <Code block fz="xs" mah={320} style={{ overflow: "auto" }}>
                    {JSON.stringify(toJsonSchema(route.response), null, 2)}
                  </Code>
                </details>
              </Stack>
            ))}
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
