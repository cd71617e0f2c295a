import { useState } from "react";
import { Alert, Anchor, Button, SegmentedControl, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { planInfo, type Billing, type PaidPlan } from "../../convex/model/plans";
import { NO_PAYMENTS_MESSAGE } from "../../convex/model/subscription";
import { useMessage } from "../i18n/messages";
import { useBilling } from "./useBilling";
import { usePlanTexts } from "./usePlanTexts";

/**
 * "Subscribe": monthly or yearly, then Stripe Checkout. On an installation that takes no payments
 * the button says so (and how to reach the operator) instead of failing.
 */
export function SubscribeForm({ plan, paymentsEnabled, defaultBilling = "monthly" }: { plan: PaidPlan; paymentsEnabled: boolean; defaultBilling?: Billing }) {
  const info = planInfo(plan);
  const [billing, setBilling] = useState<Billing>(defaultBilling);
  const [explained, setExplained] = useState(false);
  const { subscribe, pending, error } = useBilling();
  const { t, price, name } = usePlanTexts();
  const message = useMessage();
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t("pricing.billingPeriod")}
        value={billing}
        onChange={(value) => setBilling(value as Billing)}
        data={[
          { value: "monthly", label: t("subscribe.perMonth", { price: price(info.monthly) }) },
          { value: "yearly", label: t("subscribe.perYear", { price: price(info.yearly) }) },
        ]}
      />
      <Button size="md" loading={pending === "checkout"} onClick={() => (paymentsEnabled ? void subscribe(plan, billing) : setExplained(true))}>
        {t("subscribe.button", { name: name(plan) })}
      </Button>
      {paymentsEnabled ? (
        <Text size="xs" c="dimmed" ta="center">
          {t("subscribe.secure")}
        </Text>
      ) : null}
      {explained && (
        <Alert color="yellow" title={t("subscribe.noPaymentsTitle")} role="alert">
          {message(NO_PAYMENTS_MESSAGE)}{" "}
          <Anchor component={Link} to="/contact">
            {t("subscribe.contactOperator")}
          </Anchor>
          .
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
