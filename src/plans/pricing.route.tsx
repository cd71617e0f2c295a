import { useState } from "react";
import { Container, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useConvexAuth } from "convex/react";
import { PLANS, TRIAL_DAYS, type Billing, type Plan } from "../../convex/model/plans";
import { PlanCard } from "./PlanCard";
import { authPagePath } from "../account/auth/authRedirect";
import { upgradePath } from "./upgrade";
import classes from "./Pricing.module.css";
import { STATIC_VISITOR_PAGE, useStaticDocument } from "../lib/routeHandle";
import type { Route } from "./+types/pricing.route";
import { pageMeta } from "../lib/pageMeta";

/** Plain HTML: no React in the browser; src/visitor/script/pricing.ts drives the billing switch. */
export const handle = STATIC_VISITOR_PAGE;

/**
 * "Get started": Free signs up (members go to their dashboard); Pro and Business start the plan's
 * free trial, after signing up when needed.
 */
function startPath(plan: Plan, signedIn: boolean): string {
  if (plan === "free") return signedIn ? "/dashboard" : "/signup";
  return signedIn ? upgradePath(plan) : authPagePath("/signup", upgradePath(plan));
}

export const meta: Route.MetaFunction = () => pageMeta("Pricing");

export default function PricingPage() {
  const [billing, setBilling] = useState<Billing>("monthly");
  const { isAuthenticated } = useConvexAuth();
  const staticDocument = useStaticDocument();
  return (
    <Container size="lg" py={48}>
      <Stack align="center" ta="center" gap="md" mb={40}>
        <Title order={1}>Our Pricing Plans</Title>
        <Text c="dimmed" maw={560}>
          Start free and upgrade when you need premium templates. Try Pro or Business free for {TRIAL_DAYS} days, no card needed; pay yearly and get two months
          free.
        </Text>
        <SegmentedControl
          aria-label="Billing period"
          data-billing-toggle={staticDocument || undefined}
          className={classes.billing}
          value={billing}
          onChange={(value) => setBilling(value as Billing)}
          data={[
            { value: "monthly", label: "Monthly" },
            { value: "yearly", label: "Yearly" },
          ]}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            billing={billing}
            ctaTo={startPath(plan.id, isAuthenticated)}
            // Without React the session is known only in the browser: the script swaps in the member's address.
            signedInCtaTo={staticDocument ? startPath(plan.id, true) : undefined}
          />
        ))}
      </SimpleGrid>
    </Container>
  );
}
