import { Alert, Button, Text } from "@mantine/core";
import { planName } from "../../convex/model/plans";
import type { SubscriptionView } from "../../convex/model/subscription";
import { formatDate } from "../lib/formatDate";
import { useBilling } from "./useBilling";

/** A paid subscription's state in words: renews on, ends on (then Free), or past due with "Update card". */
export function SubscriptionState({ subscription }: { subscription: SubscriptionView }) {
  const { manage, pending, error } = useBilling();
  const name = planName(subscription.plan);
  const end = subscription.periodEnd === undefined ? null : formatDate(subscription.periodEnd);
  if (subscription.status === "past_due") {
    return (
      <Alert color="red" title="Your last payment failed" data-testid="subscription-state">
        <Text size="sm" mb="xs">
          Update your card by {formatDate(subscription.graceEndsAt ?? Date.now())} to keep {name}; after that your account moves to Free. Your published page
          stays online either way.
        </Text>
        <Button size="xs" color="red" loading={pending === "portal"} onClick={() => void manage()}>
          Update card
        </Button>
        {error && (
          <Text size="sm" c="red" mt="xs" role="alert">
            {error}
          </Text>
        )}
      </Alert>
    );
  }
  const billed = subscription.billing === "yearly" ? "billed yearly" : "billed monthly";
  return (
    <Text size="sm" data-testid="subscription-state">
      {subscription.cancelAtPeriodEnd
        ? `Cancelled: ${name} ends ${end ? `on ${end}` : "at the end of the paid period"}, then your account is on Free. Your published page stays online.`
        : `${name}, ${billed}${end ? `: renews on ${end}` : ""}.`}
    </Text>
  );
}

/** "Manage billing": Stripe's customer portal (plan, card, cancel, invoices). */
export function ManageBillingButton({ size = "xs", variant = "light" }: { size?: "xs" | "sm" | "md"; variant?: "light" | "filled" }) {
  const { manage, pending, error } = useBilling();
  return (
    <>
      <Button size={size} variant={variant} loading={pending === "portal"} onClick={() => void manage()}>
        Manage billing
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
