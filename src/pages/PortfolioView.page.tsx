import { Anchor, Center, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { IconMoodEmpty } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { Link, useParams } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { findTemplate } from "../../convex/model/templates";
import { useDocumentMeta } from "../hooks/useDocumentMeta";
import { PortfolioTemplate } from "../templates/PortfolioTemplate";

const DESCRIPTION_LENGTH = 160;

/** A published portfolio, for anyone with the link. Live: republishing updates an open page. */
export default function PortfolioViewPage() {
  const { userId = "" } = useParams();
  const result = useQuery(api.portfolios.getPublic, { userId });
  const published = result?.status === "published" ? result : null;

  const name = published?.content.name.trim() ?? "";
  const role = published?.content.role.trim() ?? "";
  const title = published ? [name || "Portfolio", role].filter(Boolean).join(" – ") : result ? "Portfolio not available" : null;
  const bio = published?.content.bio.trim() ?? "";
  useDocumentMeta(title, bio ? bio.slice(0, DESCRIPTION_LENGTH) : null);

  if (result === undefined) {
    return (
      <Center py="xl" mih="60vh">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text role="status">Loading published portfolio...</Text>
        </Stack>
      </Center>
    );
  }
  if (!published) return <NotAvailable />;
  if (!findTemplate(published.templateId)) {
    return (
      <Center py="xl" mih="60vh">
        <Text role="alert">Template not found</Text>
      </Center>
    );
  }
  return <PortfolioTemplate templateId={published.templateId} content={published.content} embedded />;
}

function NotAvailable() {
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <IconMoodEmpty size={56} stroke={1.4} aria-hidden />
        <Title order={1} size="h2">
          This portfolio is not available
        </Title>
        <Text c="dimmed">The link may be mistyped, or its owner has not published it yet or has taken it offline.</Text>
        <Anchor component={Link} to="/home">
          Go to the Portfolio Builder home page
        </Anchor>
      </Stack>
    </Container>
  );
}
