import { Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBolt, IconHeadset, IconPalette, IconSparkles } from "@tabler/icons-react";
import { IconBadge } from "../ui/IconBadge";
import { STATIC_VISITOR_PAGE } from "../lib/routeHandle";
import type { Route } from "./+types/about.route";
import { pageMeta } from "../lib/pageMeta";

/** Plain HTML: no React in the browser (src/visitor/script). */
export const handle = STATIC_VISITOR_PAGE;

const VALUES = [
  { title: "Simplicity", text: "No code and no clutter: a form, a preview and a publish button.", Icon: IconSparkles },
  { title: "Creativity", text: "Templates with real character, so your work looks like yours.", Icon: IconPalette },
  { title: "Speed", text: "From sign-up to a live portfolio in minutes, not weekends.", Icon: IconBolt },
  { title: "Support", text: "Real people answer your questions by email and phone.", Icon: IconHeadset },
];

export const meta: Route.MetaFunction = () => pageMeta("About");

export default function AboutPage() {
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <Title order={1}>About Portfolio Builder</Title>
        <section aria-labelledby="mission">
          <Title order={2} id="mission" mb="xs">
            Our mission
          </Title>
          <Text>
            We help creatives and professionals show their skills in minutes. Everyone deserves a portfolio that looks professional on every screen, without
            learning to code or hiring a designer.
          </Text>
        </section>
        <section aria-labelledby="story">
          <Title order={2} id="story" mb="xs">
            Our story
          </Title>
          <Text>
            Portfolio Builder was founded in 2025 by a small team of designers and engineers who were tired of watching talented friends lose opportunities to
            outdated or missing portfolios. We built the tool we wished they had: choose a template, fill in your details, preview and publish.
          </Text>
        </section>
        <section aria-labelledby="values">
          <Title order={2} id="values" mb="md">
            Our values
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
            {VALUES.map(({ title, text, Icon }) => (
              <Card key={title} withBorder padding="lg" component="article">
                <IconBadge size={40} variant="light" mb="sm" aria-hidden>
                  <Icon size={22} stroke={1.6} />
                </IconBadge>
                <Title order={3} size="h4">
                  {title}
                </Title>
                <Text size="sm" c="dimmed" mt={4}>
                  {text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
}
