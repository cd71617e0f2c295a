import { useState } from "react";
import { Button, CloseButton, Container, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { canUseTemplate, searchTemplates } from "../../convex/model/templates";
import { TemplateCard } from "../components/gallery/TemplateCard";
import { useOpenTemplate } from "../components/gallery/useOpenTemplate";
import { usePageTitle } from "../hooks/usePageTitle";
import { preloadTemplate } from "../templates/registry";

/** The template gallery: search the catalogue and start building from a template. */
export default function TemplatesPage() {
  usePageTitle("Templates");
  const [query, setQuery] = useState("");
  const user = useQuery(api.users.current);
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
              return (
                <TemplateCard
                  key={template.id}
                  template={template}
                  locked={locked}
                  pending={pendingId === template.id}
                  onUse={() => void open(template)}
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
