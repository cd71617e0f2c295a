import { useState } from "react";
import { Alert, Anchor, Button, Card, Container, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";
import { daysLeft, isPaidPlan, PLAN_ORDER, planInfo, TRIAL_DAYS, TRIAL_USED_MESSAGE, type PaidPlan } from "../../convex/model/plans";
import { PageLoader } from "../ui/PageLoader";
import { safeAppPath } from "../account/auth/authRedirect";
import { formatDate } from "../lib/formatDate";
import type { Route } from "./+types/upgrade.route";
import { pageMeta } from "../lib/pageMeta";

export const meta: Route.MetaFunction = () => pageMeta("Upgrade");

/**
 * /upgrade/<plan>: the way to a paid plan without a payment network, a 14-day free trial (one
 * per account, no card). Behind the sign-in guard, which comes back here; `next` is where to go
 * once the trial has started (the builder that asked, say).
 */
export default function UpgradePage() {
  const { plan = "" } = useParams();
  if (!isPaidPlan(plan as PaidPlan)) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2">
          Plan not found
        </Title>
        <Text mt="sm">
          There is no plan called “{plan}”.{" "}
          <Anchor component={Link} to="/pricing">
            See our plans
          </Anchor>
          .
        </Text>
      </Container>
    );
  }
  return <StartTrial plan={plan as PaidPlan} />;
}

function StartTrial({ plan }: { plan: PaidPlan }) {
  const user = useQuery(api.users.current);
  const startTrial = useMutation(api.billing.startTrial);
  const navigate = useNavigate();
  const location = useLocation();
  const next = safeAppPath(new URLSearchParams(location.search).get("next")) ?? "/dashboard";
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const info = planInfo(plan);

  if (user === undefined) return <PageLoader label="Loading your plan…" />;
  if (user === null) return null;
  const covered = PLAN_ORDER.indexOf(user.plan) >= PLAN_ORDER.indexOf(plan);
  // Already covered: what the account's plan includes.
  const shown = covered ? planInfo(user.plan) : info;

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const { endsAt } = await startTrial({ plan });
      notifications.show({ color: "teal", message: `Your ${info.name} trial has started: ${daysLeft(endsAt, Date.now())} days, until ${formatDate(endsAt)}.` });
      navigate(next);
    } catch (caught) {
      setError(errorMessage(caught, "Could not start the trial. Please try again."));
      setStarting(false);
    }
  };

  return (
    <Container size="sm" py={48}>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {covered ? `You have ${planInfo(user.plan).name}` : `Try ${info.name} free for ${TRIAL_DAYS} days`}
          </Title>
          <Text>{covered ? shown.summary : `${info.summary} Then $${info.monthly}/month or $${info.yearly}/year.`}</Text>
          <List
            spacing="xs"
            size="sm"
            icon={
              <ThemeIcon size={20} radius="xl" color="teal" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {shown.features.map((feature) => (
              <List.Item key={feature.text}>{feature.text}</List.Item>
            ))}
          </List>
          {covered ? (
            <Button component={Link} to={next} variant="light">
              Continue
            </Button>
          ) : !user.trialAvailable ? (
            <Alert color="yellow" title="No trial left">
              {TRIAL_USED_MESSAGE} Plans are changed by the operator of this site for now.{" "}
              <Anchor component={Link} to="/contact">
                Contact us
              </Anchor>
              .
            </Alert>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                One free trial per account, no card needed. When it ends your published page stays online exactly as it is; what needs {info.name} becomes
                read-only until you upgrade. We mail you three days before.
              </Text>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Button onClick={() => void start()} loading={starting} size="md">
                Start free {info.name} trial
              </Button>
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
