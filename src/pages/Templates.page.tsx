import { useState } from "react";
import { Button, CloseButton, Container, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useConvexAuth, useQuery } from "convex/react";
import { useNavigate } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { canUseTemplate, searchTemplates } from "../../convex/model/templates";
import { TemplateCard } from "../components/gallery/TemplateCard";
import { useOpenTemplate } from "../components/gallery/useOpenTemplate";
import { usePageTitle } from "../hooks/usePageTitle";
import { signUpForTemplatePath } from "../lib/authRedirect";
import { preloadTemplate } from "../templates/registry";

/**
 * The template gallery, for visitors and members: search the catalogue, open a live demo, and
 * start building from a template (signed out, "Use this template" signs up first, then opens
 * that template's builder).
 */
export default function TemplatesPage() {
  usePageTitle("Templates");
  const [query, setQuery] = useState("");
  const { isAuthenticated } = useConvexAuth();
  const navigate = useNavigate();
  const user = useQuery(api.users.current, isAuthenticated ? {} : "skip");
  const plan = user?.plan;
  const { open, pendingId } = useOpenTemplate(plan);
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
              // While the session is unknown this is the signed-out link; /signup forwards a
              // signed-in user to the builder at once.
              const signUpPath = isAuthenticated ? null : signUpForTemplatePath(template.id);
              return (
                <TemplateCard
                  key={template.id}
                  template={template}
                  useHref={signUpPath ?? `/builder/${template.id}`}
                  locked={locked}
                  pending={pendingId === template.id}
                  onUse={() => (signUpPath ? navigate(signUpPath) : void open(template))}
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
