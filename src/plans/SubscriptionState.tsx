import { Alert, Button, Text } from "@mantine/core";
import type { SubscriptionView } from "../../convex/model/subscription";
import { useFormatters } from "../i18n/useFormatters";
import { useBilling } from "./useBilling";
import { usePlanTexts } from "./usePlanTexts";

/** A paid subscription's state in words: renews on, ends on (then Free), or past due with "Update card". */
export function SubscriptionState({ subscription }: { subscription: SubscriptionView }) {
  const { manage, pending, error } = useBilling();
  const texts = usePlanTexts();
  const { t } = texts;
  const { date } = useFormatters();
  const name = texts.name(subscription.plan);
  const end = subscription.periodEnd === undefined ? null : date(subscription.periodEnd);
  if (subscription.status === "past_due") {
    return (
      <Alert color="red" title={t("subscription.failedTitle")} data-testid="subscription-state">
        <Text size="sm" mb="xs">
          {t("subscription.failed", { date: date(subscription.graceEndsAt ?? Date.now()), name })}
        </Text>
        <Button size="xs" color="red" loading={pending === "portal"} onClick={() => void manage()}>
          {t("subscription.updateCard")}
        </Button>
        {error && (
          <Text size="sm" c="red" mt="xs" role="alert">
            {error}
          </Text>
        )}
      </Alert>
    );
  }
  const billed = subscription.billing === "yearly" ? "yearly" : "monthly";
  return (
    <Text size="sm" data-testid="subscription-state">
      {subscription.cancelAtPeriodEnd
        ? end
          ? t("subscription.cancelledOn", { name, date: end })
          : t("subscription.cancelled", { name })
        : end
          ? t(`subscription.${billed}Renews`, { name, date: end })
          : t(`subscription.${billed}`, { name })}
    </Text>
  );
}

/** "Manage billing": Stripe's customer portal (plan, card, cancel, invoices). */
export function ManageBillingButton({ size = "xs", variant = "light" }: { size?: "xs" | "sm" | "md"; variant?: "light" | "filled" }) {
  const { manage, pending, error } = useBilling();
  const { t } = usePlanTexts();
  return (
    <>
      <Button size={size} variant={variant} loading={pending === "portal"} onClick={() => void manage()}>
        {t("subscription.manage")}
      </Button>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
