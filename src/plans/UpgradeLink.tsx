import { Anchor } from "@mantine/core";
import { useQuery } from "convex/react";
import { Link, useLocation } from "react-router";
import { api } from "../../convex/_generated/api";
import { lowestPlanWith, type Capability } from "../../convex/model/plans";
import { upgradeOfferLabel, type CtaWords } from "./pricingCta";
import { usePlanTexts } from "./usePlanTexts";
import { upgradePath } from "./upgrade";

/**
 * A "Please upgrade" message's action: the upgrade page of the cheapest plan with `capability`
 * (its free trial while the account has not had one, else Subscribe), coming back to this page.
 */
export function UpgradeLink({ capability, children }: { capability: Capability; children?: string }) {
  const location = useLocation();
  const user = useQuery(api.users.current);
  const plan = lowestPlanWith(capability);
  const texts = usePlanTexts();
  // Until the account is known, the trial (what most accounts still have).
  const trialAvailable = user?.trialAvailable !== false;
  return (
    <Anchor component={Link} to={upgradePath(capability, location.pathname + location.search)} fw={600}>
      {children ?? upgradeOfferLabel(texts.name(plan), trialAvailable, texts.t("cta", { returnObjects: true }) as CtaWords)}
    </Anchor>
  );
}
