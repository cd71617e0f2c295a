import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { daysLeft, planInfo } from "../../convex/model/plans";
import type { AccountPlan } from "../../convex/model/subscription";
import { formatDate } from "../lib/formatDate";
import { ManageBillingButton, SubscriptionState } from "./SubscriptionState";

/**
 * The plan in effect, on the dashboard and the account page: its name, a running trial's days
 * left, a subscription's renewal or end (past due: "Update card"), and the way up: a trial while
 * the account has not had one, else Subscribe.
 */
export function YourPlanCard({ status, headingOrder = 2 }: { status: AccountPlan; headingOrder?: 2 | 3 }) {
  const info = planInfo(status.plan);
  const now = Date.now();
  const headingId = "your-plan-heading";
  const subscription = status.subscription;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={headingOrder} size="h4" id={headingId}>
            Your plan
          </Title>
          <Badge size="lg" variant={status.plan === "free" ? "default" : "filled"} color={subscription?.status === "past_due" ? "red" : "grape"}>
            {status.trial && !subscription ? `${info.name} trial` : info.name}
          </Badge>
        </Group>
        {subscription ? (
          <SubscriptionState subscription={subscription} />
        ) : status.trial ? (
          <Text size="sm" data-testid="trial-days-left">
            {trialText(daysLeft(status.trial.endsAt, now), status.trial.endsAt)} Your published page stays online either way; after the trial, what needs the
            plan turns read-only.
          </Text>
        ) : (
          <Text size="sm">{info.summary}</Text>
        )}
        <Group gap="sm">
          {subscription ? (
            <>
              <ManageBillingButton />
              {status.plan === "pro" && (
                <Button component={Link} to="/upgrade/business" size="xs" variant="subtle">
                  Compare plans
                </Button>
              )}
            </>
          ) : status.trialAvailable ? (
            <>
              {status.plan === "free" && (
                <Button component={Link} to="/upgrade/pro" size="xs">
                  Try Pro free for 14 days
                </Button>
              )}
              {status.plan !== "business" && (
                <Button component={Link} to="/upgrade/business" size="xs" variant={status.plan === "free" ? "light" : "filled"}>
                  {status.plan === "free" ? "Try Business" : "Try Business free for 14 days"}
                </Button>
              )}
            </>
          ) : (
            <>
              {/* The trial is used (or running): the way to keep or get a plan is to pay for it. */}
              <Button component={Link} to={`/upgrade/${status.trial?.plan ?? "pro"}`} size="xs">
                {status.trial ? `Subscribe to ${planInfo(status.trial.plan).name}` : "Subscribe"}
              </Button>
              <Button component={Link} to="/pricing" size="xs" variant="light">
                Compare plans
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function trialText(days: number, endsAt: number): string {
  const left = days === 1 ? "1 day left" : `${days} days left`;
  return `Free trial: ${left} (ends ${formatDate(endsAt)}).`;
}
