import { Anchor, Badge, Code, Container, Group, Stack, Text, Title } from "@mantine/core";
import { API_ROUTES, API_VERSION_PATH, apiErrorValidator } from "../../convex/model/apiSpec";
import { SCOPE_LABELS } from "../../convex/model/apiTokens";
import { toJsonSchema } from "../../convex/model/jsonSchema";
import { pageMeta } from "../lib/pageMeta";
import type { Route } from "./+types/apiReference.route";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "apiReference");

const METHOD_COLOR = { GET: "blue", POST: "green", PUT: "orange", PATCH: "grape" } as const;

/** A readable reference of the REST API, from the same route table and validators as /api/v1/openapi.json. */
export default function ApiReferencePage() {
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>API reference</Title>
          <Text>
            Read and update your portfolio from scripts, CI jobs and AI assistants. Create a personal access token on your{" "}
            <Anchor href="/portfolio-builder/account">account page</Anchor> (Pro and Business plans) and send it with every request as{" "}
            <Code>Authorization: Bearer pb_…</Code>. Paths below are under <Code>{API_VERSION_PATH}</Code> on your deployment&apos;s site URL; the
            machine-readable description is <Code>{API_VERSION_PATH}/openapi.json</Code> (OpenAPI 3.1).
          </Text>
          <Text>
            Writes name the draft revision they start from (<Code>baseRevision</Code>): if the draft changed since, the answer is 409 with the current{" "}
            <Code>revision</Code>. Errors are JSON: <Code>{JSON.stringify(Object.keys(toJsonSchema(apiErrorValidator).properties as object))}</Code>. Each token
            may make 60 requests a minute; answers carry <Code>RateLimit</Code> and <Code>RateLimit-Policy</Code> headers, and 429 carries{" "}
            <Code>Retry-After</Code>.
          </Text>
        </Stack>
        <section aria-labelledby="permissions">
          <Title order={2} id="permissions" mb="xs">
            Permissions
          </Title>
          {/* A list, not a Table: the visitor pages' styles stay without Mantine's table CSS (scripts/lib/mantineStyles.ts). */}
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }}>
            {Object.entries(SCOPE_LABELS).map(([scope, label]) => (
              <Group component="li" key={scope} gap="sm" wrap="nowrap" align="baseline">
                <Code>{scope}</Code>
                <Text size="sm">{label}</Text>
              </Group>
            ))}
          </Stack>
        </section>
        <section aria-labelledby="endpoints">
          <Title order={2} id="endpoints" mb="md">
            Endpoints
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
                        Request body
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
                      Answer
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
