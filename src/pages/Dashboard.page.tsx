import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { PageLoader } from "../components/common/PageLoader";
import { DraftCard } from "../components/dashboard/DraftCard";
import { PublishedCard } from "../components/dashboard/PublishedCard";
import { PublishHistory } from "../components/dashboard/PublishHistory";
import { AudienceCard } from "../components/dashboard/audience/AudienceCard";
import { Inbox } from "../components/dashboard/audience/Inbox";
import { UnpublishedChanges } from "../components/dashboard/UnpublishedChanges";
import { CustomDomainsCard } from "../components/dashboard/domains/CustomDomainsCard";
import { usePageTitle } from "../hooks/usePageTitle";
import { YourPlanCard } from "../components/plans/YourPlanCard";
import { SeoCard } from "../components/dashboard/seo/SeoCard";

export default function DashboardPage() {
  usePageTitle("Dashboard");
  // A live query: publishing or saving elsewhere updates this page without a reload.
  const data = useQuery(api.portfolios.dashboard);

  if (data === undefined) return <PageLoader label="Loading your dashboard…" />;
  if (data === null) {
    return (
      <Container size="md" py={48}>
        <Text role="alert">You must be logged in to view this page.</Text>
      </Container>
    );
  }

  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <div>
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            Welcome, {data.displayName || data.email}!
          </Title>
          <Text c="dimmed" mt={4}>
            Build, preview and publish your portfolio from here.
          </Text>
        </div>
        <Group>
          <Button component={Link} to="/templates">
            Choose a Template
          </Button>
          <Button component={Link} to="/templates" variant="light">
            Create New Portfolio
          </Button>
          <Button component={Link} to="/account" variant="default">
            Manage Account
          </Button>
        </Group>
        {data.unpublishedChanges !== null && <UnpublishedChanges changes={data.unpublishedChanges} />}
        <YourPlanCard status={data} />
        <PublishedCard published={data.published} />
        <CustomDomainsCard />
        <SeoCard uid={data.uid} published={data.published} />
        <AudienceCard published={data.published !== null} />
        <Inbox />
        <DraftCard draft={data.draft} />
        <PublishHistory draftRevision={data.draft?.revision ?? 0} />
      </Stack>
    </Container>
  );
}
