import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconDeviceMobile, IconEye, IconLayoutGrid, IconPencil, IconWorldUpload } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { HeroPreviews } from "./home/HeroPreviews";
import { TemplateShowcase } from "./home/TemplateShowcase";
import { IconBadge } from "../ui/IconBadge";
import { STATIC_VISITOR_PAGE } from "../lib/routeHandle";
import type { Route } from "./+types/home.route";
import { pageMeta } from "../lib/pageMeta";

/** Plain HTML: no React in the browser (src/visitor/script). */
export const handle = STATIC_VISITOR_PAGE;

const STEPS = [
  { title: "Choose", text: "Pick a template that fits your work from our gallery.", Icon: IconLayoutGrid },
  { title: "Fill", text: "Add your details, skills, experience and projects in a simple form.", Icon: IconPencil },
  { title: "Preview", text: "See your portfolio exactly as visitors will, on any screen size.", Icon: IconEye },
  { title: "Publish", text: "Go live with one click and share your personal link.", Icon: IconWorldUpload },
];

export const meta: Route.MetaFunction = () => pageMeta("");

export default function HomePage() {
  return (
    <>
      <Box
        component="section"
        py={{ base: 48, sm: 80 }}
        style={{
          background: "linear-gradient(180deg, var(--mantine-primary-color-light) 0%, transparent 100%)",
        }}
      >
        <Container size="md">
          <Stack align="center" gap="lg" ta="center">
            {/* The page heading is the product's name (spec); the headline says what it does for you. */}
            <Title order={1} fz={{ base: 15, sm: 17 }} tt="uppercase" lts={2} c="var(--mantine-primary-color-filled)">
              Portfolio Builder
            </Title>
            <Text component="p" fz={{ base: 30, sm: 54 }} fw={800} lh={1.1} maw={760} style={{ textWrap: "balance" }}>
              Your work, beautifully online in minutes.
            </Text>
            <Text size="xl" maw={640}>
              Portfolio Builder helps creatives and professionals show their skills in minutes. Pick a template, fill in a form, and publish a portfolio that
              looks great on every device.
            </Text>
            <Group gap={6} c="dimmed" justify="center" wrap="nowrap">
              <IconDeviceMobile size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" ta="left">
                Responsive support: phones, tablets and desktops.
              </Text>
            </Group>
            <Group justify="center">
              <Button component={Link} to="/signup" size="md">
                Get started free
              </Button>
              <Button component={Link} to="/templates" size="md" variant="default">
                See templates
              </Button>
            </Group>
            <HeroPreviews />
          </Stack>
        </Container>
      </Box>

      <Container size="lg" component="section" py={48} aria-labelledby="how-it-works">
        <Title order={2} id="how-it-works" ta="center" mb="xl">
          How it works
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {STEPS.map(({ title, text, Icon }, index) => (
            <Stack component="li" key={title} gap="xs" align="flex-start">
              <IconBadge size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} stroke={1.6} />
              </IconBadge>
              <Title order={3} size="h4">
                {index + 1}. {title}
              </Title>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Container size="lg" component="section" py={48} aria-labelledby="showcase">
        <Group justify="space-between" align="flex-end" mb="lg">
          <div>
            <Title order={2} id="showcase">
              Templates for every style
            </Title>
            <Text c="dimmed">From calm and minimal to bold and artistic.</Text>
          </div>
          <Button component={Link} to="/templates" variant="light">
            Browse all templates
          </Button>
        </Group>
        <TemplateShowcase />
      </Container>
    </>
  );
}
