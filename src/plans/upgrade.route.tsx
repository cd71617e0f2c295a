import { useState } from "react";
import { Alert, Anchor, Button, Card, Container, Divider, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";
import { daysLeft, isPaidPlan, PLAN_ORDER, planInfo, TRIAL_DAYS, TRIAL_USED_MESSAGE, type PaidPlan } from "../../convex/model/plans";
import { formatPrice } from "../../convex/model/templates";
import { PageLoader } from "../ui/PageLoader";
import { SubscribeForm } from "./SubscribeForm";
import { ManageBillingButton, SubscriptionState } from "./SubscriptionState";
import { safeAppPath } from "../account/auth/authRedirect";
import { formatDate } from "../lib/formatDate";
import type { Route } from "./+types/upgrade.route";
import { pageMeta } from "../lib/pageMeta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "upgrade");

/**
 * /upgrade/<plan>: the way to a paid plan: a 14-day free trial (one per account, no card) while
 * the account has not had one, and Subscribe (Stripe Checkout; `?billing=yearly` preselects
 * yearly); an account already paying manages its subscription here. Behind the sign-in guard,
 * which comes back here; `next` is where to go once the trial has started (the builder that asked, say).
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
  const params = new URLSearchParams(location.search);
  const next = safeAppPath(params.get("next")) ?? "/dashboard";
  const billing = params.get("billing") === "yearly" ? "yearly" : "monthly";
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const info = planInfo(plan);

  if (user === undefined) return <PageLoader label="Loading your plan…" />;
  if (user === null) return null;
  const covered = PLAN_ORDER.indexOf(user.plan) >= PLAN_ORDER.indexOf(plan);
  // Already covered: what the account's plan includes.
  const shown = covered ? planInfo(user.plan) : info;
  const subscription = user.subscription;
  // A running trial that covers this plan: subscribing keeps it after the trial.
  const trial = covered && !subscription ? user.trial : null;

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

  const heading = trial
    ? `Your ${planInfo(trial.plan).name} trial: ${daysLeft(trial.endsAt, Date.now())} days left`
    : covered
      ? `You have ${planInfo(user.plan).name}`
      : user.trialAvailable
        ? `Try ${info.name} free for ${TRIAL_DAYS} days`
        : `Subscribe to ${info.name}`;
  const price = `${formatPrice(info.monthly)}/month or ${formatPrice(info.yearly)}/year`;

  return (
    <Container size="sm" py={48}>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {heading}
          </Title>
          <Text>
            {trial
              ? `Subscribe to keep ${planInfo(trial.plan).name} after the trial ends on ${formatDate(trial.endsAt)}. The first payment is taken when you subscribe.`
              : covered
                ? shown.summary
                : `${info.summary} ${user.trialAvailable ? "Then" : "For"} ${price}.`}
          </Text>
          <List
            spacing="xs"
            size="sm"
            icon={
              <ThemeIcon size={20} radius="xl" color="teal" aria-hidden>
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            {shown.features
              .filter((feature) => !feature.lacks)
              .map((feature) => (
                <List.Item key={feature.text}>{feature.text}</List.Item>
              ))}
          </List>
          {subscription ? (
            <>
              <SubscriptionState subscription={subscription} />
              <Text size="sm" c="dimmed">
                {covered ? "Change plan or card, see invoices, or cancel in Stripe's billing page." : `Switch to ${info.name} in Stripe's billing page.`}
              </Text>
              <Group gap="sm">
                <ManageBillingButton size="md" variant={covered ? "light" : "filled"} />
                <Button component={Link} to={next} variant="subtle" size="md">
                  Continue
                </Button>
              </Group>
            </>
          ) : trial ? (
            <>
              <SubscribeForm plan={trial.plan} paymentsEnabled={user.paymentsEnabled} defaultBilling={billing} />
              <Button component={Link} to={next} variant="subtle">
                Continue with the trial
              </Button>
            </>
          ) : covered ? (
            <Button component={Link} to={next} variant="light">
              Continue
            </Button>
          ) : user.trialAvailable ? (
            <>
              <Text size="sm" c="dimmed">
                One free trial per account, no card needed. When it ends your published page stays online with the content you published; what needs {info.name}{" "}
                becomes read-only until you subscribe. We mail you three days before.
              </Text>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Button onClick={() => void start()} loading={starting} size="md">
                Start free {info.name} trial
              </Button>
              <Divider label="or subscribe now" labelPosition="center" />
              <SubscribeForm plan={plan} paymentsEnabled={user.paymentsEnabled} defaultBilling={billing} />
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {TRIAL_USED_MESSAGE}
              </Text>
              <SubscribeForm plan={plan} paymentsEnabled={user.paymentsEnabled} defaultBilling={billing} />
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
