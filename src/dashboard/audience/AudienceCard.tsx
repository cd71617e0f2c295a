import { UpgradeLink } from "../../plans/UpgradeLink";
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { InlineLoader } from "../../ui/InlineLoader";
import { IconEye, IconUsers } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { useFormatters } from "../../i18n/useFormatters";
import { api } from "../../../convex/_generated/api";
import { PRESENCE_MAX } from "../../../convex/model/audience";
import { ContactFormSwitch } from "./ContactFormSwitch";
import { ViewsChart } from "./ViewsChart";

/**
 * Who looks at the published page, live: total views, people viewing now, and for Pro and
 * Business the last 30 days and the top referring sites; the contact form's switch.
 */
export function AudienceCard({ published }: { published: boolean }) {
  const { t } = useTranslation("dashboard");
  const format = useFormatters();
  const summary = useQuery(api.audience.summary);
  const now = useQuery(api.audience.viewingNow);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="audience-heading">
      <Title order={2} size="h3" id="audience-heading" mb="md">
        {t("audience.title")}
      </Title>
      {summary === undefined || summary === null ? (
        <InlineLoader label={t("audience.loading")} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Group gap="sm" wrap="nowrap">
              <IconEye size={28} stroke={1.5} aria-hidden />
              <div>
                <Text size="xl" fw={700} data-testid="total-views">
                  {format.number(summary.totalViews)}
                </Text>
                <Text size="sm" c="dimmed">
                  {summary.totalViews === 1 ? t("audience.totalView") : t("audience.totalViews")}
                </Text>
              </div>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <IconUsers size={28} stroke={1.5} aria-hidden />
              <Text role="status" aria-live="polite">
                {viewingNowText(now, t)}
              </Text>
            </Group>
          </SimpleGrid>
          {!published && (
            <Text size="sm" c="dimmed">
              {t("audience.notPublished")}
            </Text>
          )}
          {summary.chart === null || summary.referrers === null ? (
            <Text size="sm">
              {t("audience.upgrade")} <UpgradeLink capability="analytics" />
            </Text>
          ) : (
            <>
              <div>
                <Title order={3} size="h5" mb="xs">
                  {t("audience.last30")}
                </Title>
                <ViewsChart days={summary.chart} />
              </div>
              <div>
                <Title order={3} size="h5" mb="xs">
                  {t("audience.referrers")}
                </Title>
                {summary.referrers.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t("audience.noReferrers")}
                  </Text>
                ) : (
                  <Stack component="ol" gap={4} style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={t("audience.referrers")}>
                    {summary.referrers.map((r) => (
                      <Group component="li" key={r.domain} justify="space-between" wrap="nowrap">
                        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                          {r.domain}
                        </Text>
                        <Badge variant="light">{format.number(r.views)}</Badge>
                      </Group>
                    ))}
                  </Stack>
                )}
              </div>
            </>
          )}
          <ContactFormSwitch enabled={summary.contactForm} />
        </Stack>
      )}
    </Card>
  );
}

function viewingNowText(count: number | null | undefined, t: TFunction): string {
  if (count === undefined || count === null) return t("audience.checking");
  const shown = count >= PRESENCE_MAX ? `${PRESENCE_MAX}+` : String(count);
  return t(count === 1 ? "audience.viewingOne" : "audience.viewingMany", { shown });
}
