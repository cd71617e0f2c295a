import { Anchor, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { lowestPlanWith, planName } from "../../convex/model/plans";
import { PREMIUM_MESSAGE } from "../../convex/model/templates";
import { upgradeOfferLabel } from "../plans/pricingCta";

/**
 * The premium template toast's body: the spec's message, a free trial (or, once it is used,
 * Subscribe) that comes back to the template's builder, and the plans. `onFollow` lets the app navigate without reloading.
 */
export function PremiumMessage({
  trialHref,
  pricingHref,
  onFollow,
  trialUsed = false,
}: {
  trialHref: string;
  pricingHref: string;
  onFollow?: (event: React.MouseEvent) => void;
  /** The account had its trial: the same page offers Subscribe instead. */
  trialUsed?: boolean;
}) {
  const { t } = useTranslation("gallery");
  const plan = planName(lowestPlanWith("premiumTemplates"));
  return (
    <Stack gap={4}>
      <Text size="sm">{PREMIUM_MESSAGE}</Text>
      {/* data-premium-plan: the gallery without React says Subscribe once it knows the trial was used. */}
      <Anchor href={trialHref} size="sm" fw={600} onClick={onFollow} data-premium-trial data-premium-plan={plan}>
        {upgradeOfferLabel(plan, !trialUsed)}
      </Anchor>
      <Anchor href={pricingHref} size="sm" onClick={onFollow}>
        {t("seePricing")}
      </Anchor>
    </Stack>
  );
}
