import { Avatar, Button, Card, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../i18n/useFormatters";
import { publicPageHref, publishedPageUrl } from "../lib/publicLink";
import { AddressField } from "./AddressField";
import { SearchVisibilitySwitch } from "./SearchVisibilitySwitch";
import { PagePasswordField } from "./PagePasswordField";
import { QrCodeButton } from "./QrCodeButton";
import { ShareLink } from "./ShareLink";
import type { PublishedSummary } from "./types";
import { UnpublishButton } from "../publishing/UnpublishButton";

/**
 * The published portfolio: template, date, a small preview, the link to share, its readable
 * address, the search-engine switch, the page password, unpublish.
 */
export function PublishedCard({ published }: { published: PublishedSummary | null }) {
  const { t } = useTranslation("dashboard");
  const format = useFormatters();
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="published-heading">
      <Title order={2} size="h3" id="published-heading" mb="md">
        {t("published.title")}
      </Title>
      {published === null ? (
        <Text c="dimmed">{t("published.none")}</Text>
      ) : (
        <Stack gap="md">
          <Group gap="xl">
            <div>
              <Text size="sm" c="dimmed">
                {t("published.template")}
              </Text>
              <Text fw={600}>{published.templateName}</Text>
            </div>
            <div>
              <Text size="sm" c="dimmed">
                {t("published.on")}
              </Text>
              <Text fw={600}>{format.date(published.publishedAt)}</Text>
            </div>
          </Group>
          <Paper withBorder p="md" radius="md" aria-label={t("published.preview")}>
            <Group wrap="nowrap">
              <Avatar
                src={published.image?.src}
                imageProps={{ srcSet: published.image?.srcSet, sizes: "56px" }}
                alt={published.image ? t("published.photo", { name: published.name }) : undefined}
                size="lg"
                radius="xl"
                color="brand"
              >
                {initials(published.name)}
              </Avatar>
              {/* Zero basis: the truncated lines never widen the card (a 320 px screen). */}
              <div style={{ flex: "1 1 0", width: 0 }}>
                <Text fw={700} truncate>
                  {published.name || t("published.yourName")}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {published.email}
                </Text>
              </div>
            </Group>
          </Paper>
          <ShareLink url={publishedPageUrl(published)} />
          <QrCodeButton path={published.path} templateId={published.templateId} theme={published.theme} />
          <AddressField slug={published.slug} />
          <SearchVisibilitySwitch hidden={published.hiddenFromSearch} />
          <PagePasswordField />
          <Group justify="space-between">
            {/* A full page load: the public page is served by the server, outside this app. The
                label may wrap, so the card fits a 320 px screen. */}
            <Button
              component="a"
              href={published.customDomain ? publishedPageUrl(published) : publicPageHref(published.path)}
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t("published.view")}
            </Button>
            <UnpublishButton />
          </Group>
        </Stack>
      )}
    </Card>
  );
}

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join("") || "?"
  );
}
