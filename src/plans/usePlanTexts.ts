import { useTranslation } from "react-i18next";
import type { FeatureLine, Plan } from "../../convex/model/plans";
import { formatNumber } from "../lib/formatDate";

/** A plan's price in US dollars as `language` writes it ("$10", "10 $"), cents only when there are some. */
export function formatPlanPrice(amount: number, language: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return formatNumber(amount, language, {
    style: "currency",
    currency: "USD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * The plans' words in the app's language: the model (convex/model/plans.ts) holds the plans and
 * their English lines; the catalogue holds each line by plan and capability (a web test checks the
 * English ones are the model's).
 */
export function usePlanTexts() {
  const { t, i18n } = useTranslation("plans");
  return {
    t,
    language: i18n.language,
    name: (plan: Plan) => t(`names.${plan}`),
    summary: (plan: Plan) => t(`plans.${plan}.summary`),
    feature: (plan: Plan, line: FeatureLine) => t(`plans.${plan}.features.${line.capability}`, { defaultValue: line.text }),
    price: (amount: number) => formatPlanPrice(amount, i18n.language),
  };
}
