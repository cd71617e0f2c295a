import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { daysLeft, planInfo, type PlanStatus } from "../../convex/model/plans";
import { formatDate } from "../lib/formatDate";

/**
 * The plan in effect, on the dashboard and the account page: its name, a running trial's days
 * left and end date, and the way to upgrade (a trial while the account has not had one).
 */
export function YourPlanCard({ status, headingOrder = 2 }: { status: PlanStatus; headingOrder?: 2 | 3 }) {
  const info = planInfo(status.plan);
  const now = Date.now();
  const headingId = "your-plan-heading";
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={headingOrder} size="h4" id={headingId}>
            Your plan
          </Title>
          <Badge size="lg" variant={status.plan === "free" ? "default" : "filled"} color="grape">
            {status.trial ? `${info.name} trial` : info.name}
          </Badge>
        </Group>
        {status.trial ? (
          <Text size="sm" data-testid="trial-days-left">
            {trialText(daysLeft(status.trial.endsAt, now), status.trial.endsAt)} Your published page stays online either way; after the trial, what needs the
            plan turns read-only.
          </Text>
        ) : (
          <Text size="sm">{info.summary}</Text>
        )}
        {status.plan !== "business" && (
          <Group gap="sm">
            {status.trialAvailable ? (
              <>
                {status.plan === "free" && (
                  <Button component={Link} to="/upgrade/pro" size="xs">
                    Try Pro free for 14 days
                  </Button>
                )}
                <Button component={Link} to="/upgrade/business" size="xs" variant={status.plan === "free" ? "light" : "filled"}>
                  {status.plan === "free" ? "Try Business" : "Try Business free for 14 days"}
                </Button>
              </>
            ) : (
              <Button component={Link} to="/pricing" size="xs" variant="light">
                Compare plans
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function trialText(days: number, endsAt: number): string {
  const left = days === 1 ? "1 day left" : `${days} days left`;
  return `Free trial: ${left} (ends ${formatDate(endsAt)}).`;
}
