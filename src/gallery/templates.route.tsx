import { useEffect, useState } from "react";
import { Button, CloseButton, Container, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useConvexAuth, useQuery } from "convex/react";
import { useNavigate } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { canUseTemplate, searchTemplates, type TemplateInfo } from "../../convex/model/templates";
import { TemplateCard } from "./TemplateCard";
import { useOpenTemplate } from "./useOpenTemplate";
import { signUpForTemplatePath } from "../account/auth/authRedirect";
import { preloadTemplate } from "../templates/registry";
import type { Route } from "./+types/templates.route";
import { pageMeta } from "../lib/pageMeta";

export const meta: Route.MetaFunction = () => pageMeta("Templates");

/**
 * The template gallery, for visitors and members: search the catalogue, open a live demo, and
 * start building from a template (signed out, "Use this template" signs up first, then opens
 * that template's builder).
 */
export default function TemplatesPage() {
  const [query, setQuery] = useState("");
  const { isLoading, isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  const user = useQuery(api.users.current, isAuthenticated ? {} : "skip");
  const plan = user?.plan;
  const { open, pendingId } = useOpenTemplate(plan);
  // "Use this template": members go through the gallery's checks, visitors to sign-up first. A
  // click while the session is still unknown waits for it.
  const [waitingFor, setWaitingFor] = useState<TemplateInfo | null>(null);
  const use = (template: TemplateInfo) => {
    if (isLoading) setWaitingFor(template);
    else if (isAuthenticated) void open(template);
    else navigate(signUpForTemplatePath(template.id));
  };
  useEffect(() => {
    if (!waitingFor || isLoading) return;
    setWaitingFor(null);
    if (isAuthenticated) void open(waitingFor);
    else navigate(signUpForTemplatePath(waitingFor.id));
  }, [waitingFor, isLoading, isAuthenticated, open, navigate]);
  const results = searchTemplates(query);
  const clear = () => setQuery("");

  return (
    <Container size="lg" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1}>Templates</Title>
          <Text c="dimmed" mt={4}>
            Choose a template to start building your portfolio
          </Text>
        </div>
        <div>
          <TextInput
            label="Search templates"
            placeholder="Search by name, category, or tag..."
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") clear();
            }}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={query !== "" ? <CloseButton aria-label="Clear" onClick={clear} /> : null}
            maw={480}
          />
          <Text size="sm" c="dimmed" mt="xs" role="status">
            {results.length === 1 ? "1 template" : `${results.length} templates`}
          </Text>
        </div>
        {results.length === 0 ? (
          <Stack align="flex-start" gap="sm">
            <Text>No templates match “{query.trim()}”. Try a name, a category such as Business, or a tag such as sidebar.</Text>
            <Button variant="light" onClick={clear}>
              Clear search
            </Button>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {results.map((template) => {
              const locked = plan !== undefined && !canUseTemplate(template, plan);
              return (
                <TemplateCard
                  key={template.id}
                  template={template}
                  // The address for a new tab; while the session is unknown, the visitor's one
                  // (/signup forwards a signed-in user to the builder at once).
                  useHref={isAuthenticated ? `/builder/${template.id}` : signUpForTemplatePath(template.id)}
                  locked={locked}
                  pending={pendingId === template.id || waitingFor?.id === template.id}
                  onUse={() => use(template)}
                  onIntent={() => {
                    if (!locked) preloadTemplate(template.id);
                  }}
                />
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
