import { useState } from "react";
import { Alert, Anchor, Button, SegmentedControl, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { planInfo, type Billing, type PaidPlan } from "../../convex/model/plans";
import { formatPrice } from "../../convex/model/templates";
import { NO_PAYMENTS_MESSAGE } from "../../convex/model/subscription";
import { useBilling } from "./useBilling";

/**
 * "Subscribe": monthly or yearly, then Stripe Checkout. On an installation that takes no payments
 * the button says so (and how to reach the operator) instead of failing.
 */
export function SubscribeForm({ plan, paymentsEnabled, defaultBilling = "monthly" }: { plan: PaidPlan; paymentsEnabled: boolean; defaultBilling?: Billing }) {
  const info = planInfo(plan);
  const [billing, setBilling] = useState<Billing>(defaultBilling);
  const [explained, setExplained] = useState(false);
  const { subscribe, pending, error } = useBilling();
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Billing period"
        value={billing}
        onChange={(value) => setBilling(value as Billing)}
        data={[
          { value: "monthly", label: `${formatPrice(info.monthly)} a month` },
          { value: "yearly", label: `${formatPrice(info.yearly)} a year` },
        ]}
      />
      <Button size="md" loading={pending === "checkout"} onClick={() => (paymentsEnabled ? void subscribe(plan, billing) : setExplained(true))}>
        Subscribe to {info.name}
      </Button>
      {paymentsEnabled ? (
        <Text size="xs" c="dimmed" ta="center">
          Paid securely through Stripe. Change plan or cancel any time from “Manage billing”.
        </Text>
      ) : null}
      {explained && (
        <Alert color="yellow" title="No payments on this installation" role="alert">
          {NO_PAYMENTS_MESSAGE}{" "}
          <Anchor component={Link} to="/contact">
            Contact the operator
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
