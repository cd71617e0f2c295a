import { Fragment, useState } from "react";
import { Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { PageLoader } from "../ui/PageLoader";
import { EmailConfirmationBanner } from "../account/EmailConfirmation";
import { DraftCard } from "./DraftCard";
import { PublishedCard } from "./PublishedCard";
import { PublishHistory } from "../publishing/PublishHistory";
import { AudienceCard } from "./audience/AudienceCard";
import { Inbox } from "./audience/Inbox";
import { UnpublishedChanges } from "../publishing/UnpublishedChanges";
import { CustomDomainsCard } from "./domains/CustomDomainsCard";
import { YourPlanCard } from "../plans/YourPlanCard";
import { CheckoutReturn } from "../plans/CheckoutReturn";
import { SeoCard } from "./seo/SeoCard";
import { MembersCard } from "../collaboration/MembersCard";
import { SharedWithYou } from "../collaboration/SharedWithYou";
import { DashboardArea } from "./DashboardArea";
import { TrashCard, type TrashOutcome } from "./trash/TrashCard";
import { DeletePortfolioButton } from "./trash/DeletePortfolioButton";
import type { Route } from "./+types/dashboard.route";
import { pageMeta } from "../i18n/pageMeta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "dashboard");

export default function DashboardPage() {
  // A live query: publishing or saving elsewhere updates this page without a reload.
  const data = useQuery(api.portfolios.dashboard);
  const { t } = useTranslation("dashboard");
  // Held here, not in the card: restoring the whole portfolio switches this page's layout.
  const [trashOutcome, setTrashOutcome] = useState<TrashOutcome | null>(null);

  if (data === undefined) return <PageLoader label={t("loading")} />;
  if (data === null) {
    return (
      <Container size="md" py={48}>
        <Text role="alert">{t("signedOut")}</Text>
      </Container>
    );
  }

  // Someone who has neither a draft nor a published page gets one obvious first step (after the
  // portfolios they were invited to, when there are any: those are why they came); the cards about
  // visitors, messages and versions come once there is something to show.
  const isNew = data.published === null && data.draft === null;
  const hasAudience = data.published !== null || data.everPublished;
  const welcome = (
    <div style={{ minWidth: 0 }}>
      {/* Smaller on a phone, where an email address is often the name shown. */}
      <Title order={1} fz={{ base: 26, sm: 34 }} style={{ overflowWrap: "anywhere" }}>
        <Trans t={t} i18nKey="welcome" components={{ name: <Breakable text={data.displayName || data.email} /> }} />
      </Title>
      <Text c="dimmed" mt={4}>
        {t("intro")}
      </Text>
    </div>
  );

  if (isNew) {
    return (
      <Container size="md" py={{ base: 32, sm: 48 }}>
        <Stack gap="xl">
          {welcome}
          <CheckoutReturn status={data} />
          <EmailConfirmationBanner />
          <SharedWithYou />
          {/* Roomy on a wide screen; on a phone the padding gives its width to the buttons' labels. */}
          <Card withBorder p={{ base: "lg", xs: "xl" }} radius="md" component="section" aria-labelledby="first-step-heading">
            <Title order={2} size="h3" id="first-step-heading">
              {t("firstStep.title")}
            </Title>
            <Text mt="xs" mb="lg" c="dimmed">
              {t("firstStep.text")}
            </Text>
            <DashboardActions firstStep />
          </Card>
          <PublishedCard published={null} />
          <YourPlanCard status={data} />
          <CustomDomainsCard />
          {hasAudience && (
            <>
              <AudienceCard published={false} />
              <Inbox />
            </>
          )}
          <TrashCard outcome={trashOutcome} onOutcome={setTrashOutcome} />
        </Stack>
      </Container>
    );
  }

  // A returning person: what to do next first (continue editing, what publishing would change, the
  // live page), then one area each for visitors, search engines, domains, people and the plan.
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="md">
          {welcome}
          <DashboardActions firstStep={false} />
        </Group>
        <CheckoutReturn status={data} />
        <EmailConfirmationBanner />
        <DashboardArea id="portfolio" label={t("areas.portfolio")}>
          <DraftCard draft={data.draft} />
          {data.unpublishedChanges !== null && <UnpublishedChanges changes={data.unpublishedChanges} />}
          <PublishedCard published={data.published} />
          <PublishHistory draftRevision={data.draft?.revision ?? 0} />
          <DeletePortfolioButton />
        </DashboardArea>
        <SharedWithYou />
        {hasAudience && (
          <DashboardArea id="audience" label={t("areas.audience")}>
            <AudienceCard published={data.published !== null} />
            <Inbox />
          </DashboardArea>
        )}
        <DashboardArea id="seo" label={t("areas.seo")}>
          <SeoCard uid={data.uid} published={data.published} />
        </DashboardArea>
        <DashboardArea id="domains" label={t("areas.domains")}>
          <CustomDomainsCard />
        </DashboardArea>
        <DashboardArea id="people" label={t("areas.people")}>
          <MembersCard />
        </DashboardArea>
        <DashboardArea id="plan" label={t("areas.plan")}>
          <YourPlanCard status={data} />
        </DashboardArea>
        <DashboardArea id="trash" label={t("areas.trash")}>
          <TrashCard outcome={trashOutcome} onOutcome={setTrashOutcome} />
        </DashboardArea>
      </Stack>
    </Container>
  );
}

/**
 * The spec's three dashboard buttons, present for every user. A new user sees them in the first-step card
 * with Choose a Template as the one filled button, so the first step stays obvious; a returning user gets
 * Create New Portfolio as the lead.
 */
function DashboardActions({ firstStep }: { firstStep: boolean }) {
  const { t } = useTranslation("dashboard");
  const size = firstStep ? "md" : "sm";
  return (
    <Group>
      <Button
        component={Link}
        to="/templates"
        size={size}
        variant={firstStep ? "filled" : "default"}
        rightSection={firstStep ? <IconArrowRight size={18} aria-hidden /> : undefined}
      >
        {t("actions.choose")}
      </Button>
      <Button component={Link} to="/templates" size={size} variant={firstStep ? "default" : "light"}>
        {t("actions.create")}
      </Button>
      <Button component={Link} to="/account" size={size} variant="default">
        {t("actions.account")}
      </Button>
    </Group>
  );
}

/**
 * A name, or an email address (the display name falls back to it) that may wrap only before its @
 * and after a dot of the part before it (`ana.` / `lima` / `@example.com`), never inside a word or
 * the domain; an address with no such room still wraps rather than run off a phone's screen.
 */
function Breakable({ text }: { text: string }) {
  const at = text.lastIndexOf("@");
  if (at <= 0) return text;
  const local = text.slice(0, at).split(/(?<=\.)/);
  return (
    <>
      {local.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
      <wbr />
      {text.slice(at)}
    </>
  );
}
