import { Anchor } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";
import { planName, lowestPlanWith, type Capability } from "../../convex/model/plans";
import { upgradePath } from "./upgrade";

/**
 * A "Please upgrade" message's action: starts the free trial of the cheapest plan with
 * `capability`, then comes back to this page.
 */
export function UpgradeLink({ capability, children }: { capability: Capability; children?: string }) {
  const location = useLocation();
  const plan = lowestPlanWith(capability);
  return (
    <Anchor component={Link} to={upgradePath(capability, location.pathname + location.search)} fw={600}>
      {children ?? `Try ${planName(plan)} free for 14 days`}
    </Anchor>
  );
}
