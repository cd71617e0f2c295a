import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Container size="sm" py={64}>
      <Stack align="flex-start" gap="md">
        <Text c="dimmed" fw={700}>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text>
          There is no page at{" "}
          <Text component="code" ff="monospace">
            {pathname}
          </Text>
          . It may have moved, or the link may be mistyped.
        </Text>
        <Text>If you were looking for a published portfolio, check the full link you were given.</Text>
        <Group>
          <Button component={Link} to="/home">
            Go to the home page
          </Button>
          <Button component={Link} to="/contact" variant="default">
            Contact support
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
