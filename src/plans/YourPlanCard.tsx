import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { daysLeft, TRIAL_DAYS } from "../../convex/model/plans";
import type { AccountPlan } from "../../convex/model/subscription";
import { useFormatters } from "../i18n/useFormatters";
import { usePlanTexts } from "./usePlanTexts";
import { ManageBillingButton, SubscriptionState } from "./SubscriptionState";

/**
 * The plan in effect, on the dashboard and the account page: its name, a running trial's days
 * left, a subscription's renewal or end (past due: "Update card"), and the way up: a trial while
 * the account has not had one, else Subscribe.
 */
export function YourPlanCard({ status, headingOrder = 2 }: { status: AccountPlan; headingOrder?: 2 | 3 }) {
  const texts = usePlanTexts();
  const { t } = texts;
  const { date } = useFormatters();
  const name = texts.name(status.plan);
  const now = Date.now();
  const headingId = "your-plan-heading";
  const subscription = status.subscription;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={headingOrder} size="h4" id={headingId}>
            {t("yourPlan.title")}
          </Title>
          <Badge size="lg" variant={status.plan === "free" ? "default" : "filled"} color={subscription?.status === "past_due" ? "red" : "grape"}>
            {status.trial && !subscription ? t("yourPlan.trialBadge", { name }) : name}
          </Badge>
        </Group>
        {subscription ? (
          <SubscriptionState subscription={subscription} />
        ) : status.trial ? (
          <Text size="sm" data-testid="trial-days-left">
            {t("yourPlan.trialLeft", { count: daysLeft(status.trial.endsAt, now), date: date(status.trial.endsAt) })} {t("yourPlan.trialAfter")}
          </Text>
        ) : (
          <Text size="sm">{texts.summary(status.plan)}</Text>
        )}
        <Group gap="sm">
          {subscription ? (
            <>
              <ManageBillingButton />
              {status.plan === "pro" && (
                <Button component={Link} to="/upgrade/business" size="xs" variant="subtle">
                  {t("yourPlan.compare")}
                </Button>
              )}
            </>
          ) : status.trialAvailable ? (
            <>
              {status.plan === "free" && (
                <Button component={Link} to="/upgrade/pro" size="xs">
                  {t("yourPlan.tryPro", { days: TRIAL_DAYS })}
                </Button>
              )}
              {status.plan !== "business" && (
                <Button component={Link} to="/upgrade/business" size="xs" variant={status.plan === "free" ? "light" : "filled"}>
                  {status.plan === "free" ? t("yourPlan.tryBusiness") : t("yourPlan.tryBusinessFree", { days: TRIAL_DAYS })}
                </Button>
              )}
            </>
          ) : (
            <>
              {/* The trial is used (or running): the way to keep or get a plan is to pay for it. */}
              <Button component={Link} to={`/upgrade/${status.trial?.plan ?? "pro"}`} size="xs">
                {status.trial ? t("cta.subscribeTo", { name: texts.name(status.trial.plan) }) : t("cta.subscribe")}
              </Button>
              <Button component={Link} to="/pricing" size="xs" variant="light">
                {t("yourPlan.compare")}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
