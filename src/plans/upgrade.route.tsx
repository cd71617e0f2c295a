import { useState } from "react";
import { Alert, Anchor, Button, Card, Container, Divider, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import { Trans } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { api } from "../../convex/_generated/api";
import { daysLeft, isPaidPlan, PLAN_ORDER, planInfo, TRIAL_DAYS, TRIAL_USED_MESSAGE, type PaidPlan } from "../../convex/model/plans";
import { useErrorText, useMessage } from "../i18n/messages";
import { useFormatters } from "../i18n/useFormatters";
import { PageLoader } from "../ui/PageLoader";
import { SubscribeForm } from "./SubscribeForm";
import { ManageBillingButton, SubscriptionState } from "./SubscriptionState";
import { safeAppPath } from "../lib/authRedirect";
import { usePlanTexts } from "./usePlanTexts";
import type { Route } from "./+types/upgrade.route";
import { pageMeta } from "../i18n/pageMeta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "upgrade");

/**
 * /upgrade/<plan>: the way to a paid plan: a 14-day free trial (one per account, no card) while
 * the account has not had one, and Subscribe (Stripe Checkout; `?billing=yearly` preselects
 * yearly); an account already paying manages its subscription here. Behind the sign-in guard,
 * which comes back here; `next` is where to go once the trial has started (the builder that asked, say).
 */
export default function UpgradePage() {
  const { plan = "" } = useParams();
  const { t } = usePlanTexts();
  if (!isPaidPlan(plan as PaidPlan)) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} size="h2">
          {t("upgrade.notFoundTitle")}
        </Title>
        <Text mt="sm">
          <Trans t={t} i18nKey="upgrade.notFound" values={{ plan }} components={{ link: <Anchor component={Link} to="/pricing" /> }} />
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
  const texts = usePlanTexts();
  const { t } = texts;
  const { date } = useFormatters();
  const errorText = useErrorText();
  const message = useMessage();
  const name = texts.name(plan);

  if (user === undefined) return <PageLoader label={t("upgrade.loading")} />;
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
      notifications.show({ color: "teal", message: t("upgrade.started", { name, days: daysLeft(endsAt, Date.now()), date: date(endsAt) }) });
      navigate(next);
    } catch (caught) {
      setError(errorText(caught, t("upgrade.startFailed")));
      setStarting(false);
    }
  };

  const heading = trial
    ? t("upgrade.trialHeading", { name: texts.name(trial.plan), days: daysLeft(trial.endsAt, Date.now()) })
    : covered
      ? t("upgrade.haveHeading", { name: texts.name(user.plan) })
      : user.trialAvailable
        ? t("upgrade.tryHeading", { name, days: TRIAL_DAYS })
        : t("upgrade.subscribeHeading", { name });
  const price = t("upgrade.price", { monthly: texts.price(info.monthly), yearly: texts.price(info.yearly) });

  return (
    <Container size="sm" py={48}>
      <Card withBorder radius="md" padding="xl">
        <Stack gap="md">
          <Title order={1} size="h2">
            {heading}
          </Title>
          <Text>
            {trial
              ? t("upgrade.keepAfterTrial", { name: texts.name(trial.plan), date: date(trial.endsAt) })
              : covered
                ? texts.summary(shown.id)
                : t(user.trialAvailable ? "upgrade.thenPrice" : "upgrade.forPrice", { summary: texts.summary(plan), price })}
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
                <List.Item key={feature.capability}>{texts.feature(shown.id, feature)}</List.Item>
              ))}
          </List>
          {subscription ? (
            <>
              <SubscriptionState subscription={subscription} />
              <Text size="sm" c="dimmed">
                {covered ? t("upgrade.manageCovered") : t("upgrade.switchTo", { name })}
              </Text>
              <Group gap="sm">
                <ManageBillingButton size="md" variant={covered ? "light" : "filled"} />
                <Button component={Link} to={next} variant="subtle" size="md">
                  {t("upgrade.continue")}
                </Button>
              </Group>
            </>
          ) : trial ? (
            <>
              <SubscribeForm plan={trial.plan} paymentsEnabled={user.paymentsEnabled} defaultBilling={billing} />
              <Button component={Link} to={next} variant="subtle">
                {t("upgrade.continueTrial")}
              </Button>
            </>
          ) : covered ? (
            <Button component={Link} to={next} variant="light">
              {t("upgrade.continue")}
            </Button>
          ) : user.trialAvailable ? (
            <>
              <Text size="sm" c="dimmed">
                {t("upgrade.trialTerms", { name })}
              </Text>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <Button onClick={() => void start()} loading={starting} size="md">
                {t("upgrade.startTrial", { name })}
              </Button>
              <Divider label={t("upgrade.orSubscribe")} labelPosition="center" />
              <SubscribeForm plan={plan} paymentsEnabled={user.paymentsEnabled} defaultBilling={billing} />
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {message(TRIAL_USED_MESSAGE)}
              </Text>
              <SubscribeForm plan={plan} paymentsEnabled={user.paymentsEnabled} defaultBilling={billing} />
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
