import { Alert } from "@mantine/core";
import { IconCircleCheck, IconHourglassHigh } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import type { AccountPlan } from "../../convex/model/subscription";
import { usePlanTexts } from "./usePlanTexts";

/**
 * Back from Stripe Checkout (`/dashboard?checkout=done`, its success URL): thanks at the top of
 * the page, and, while Stripe's webhook has not arrived yet, that the plan turns on in a moment,
 * so the Free plan still shown below does not read as a failed payment (nor invite a second one).
 */
export function CheckoutReturn({ status }: { status: AccountPlan }) {
  const [params, setParams] = useSearchParams();
  const texts = usePlanTexts();
  const { t } = texts;
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
      title={t("checkout.title")}
      withCloseButton
      closeButtonLabel={t("checkout.dismiss")}
      onClose={close}
      role="status"
    >
      {subscription ? t("checkout.active", { name: texts.name(subscription.plan) }) : t("checkout.confirming")}
    </Alert>
  );
}
