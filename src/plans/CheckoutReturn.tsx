import { Alert } from "@mantine/core";
import { IconCircleCheck, IconHourglassHigh } from "@tabler/icons-react";
import { useSearchParams } from "react-router-dom";
import { planName } from "../../convex/model/plans";
import type { AccountPlan } from "../../convex/model/subscription";

/**
 * Back from Stripe Checkout (`/dashboard?checkout=done`, its success URL): thanks at the top of
 * the page, and, while Stripe's webhook has not arrived yet, that the plan turns on in a moment,
 * so the Free plan still shown below does not read as a failed payment (nor invite a second one).
 */
export function CheckoutReturn({ status }: { status: AccountPlan }) {
  const [params, setParams] = useSearchParams();
  if (params.get("checkout") !== "done") return null;
  const subscription = status.subscription;
  const close = () =>
    setParams(
      (current) => {
        current.delete("checkout");
        return current;
      },
      { replace: true },
    );
  return (
    <Alert
      color={subscription ? "teal" : "blue"}
      icon={subscription ? <IconCircleCheck aria-hidden /> : <IconHourglassHigh aria-hidden />}
      title="Thank you for subscribing"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={close}
      role="status"
    >
      {subscription
        ? `Your ${planName(subscription.plan)} plan is active.`
        : "Stripe is confirming your payment: your plan turns on here within a minute. There is no need to pay again."}
    </Alert>
  );
}
