import { useState } from "react";
import { useAction } from "convex/react";
import { api } from "../../convex/_generated/api";
import type { Billing, PaidPlan } from "../../convex/model/plans";
import { useErrorText } from "../i18n/messages";
import { usePlanTexts } from "./usePlanTexts";

/**
 * Subscribe (Stripe Checkout) and Manage billing (Stripe's customer portal): each asks the server
 * for Stripe's page and sends the browser there. `error` is the server's message (no payments on
 * this installation, say), in the app's language.
 */
export function useBilling() {
  const checkout = useAction(api.subscriptions.checkout);
  const portal = useAction(api.subscriptions.portal);
  const [pending, setPending] = useState<"checkout" | "portal" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorText = useErrorText();
  const { t } = usePlanTexts();
  const go = async (kind: "checkout" | "portal", open: () => Promise<{ url: string }>) => {
    setPending(kind);
    setError(null);
    try {
      const { url } = await open();
      window.location.assign(url);
    } catch (caught) {
      setError(errorText(caught, t("billing.unreachable")));
      setPending(null);
    }
  };
  return {
    pending,
    error,
    subscribe: (plan: PaidPlan, billing: Billing) => go("checkout", () => checkout({ plan, billing })),
    manage: () => go("portal", () => portal({})),
  };
}
