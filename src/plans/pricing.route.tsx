import { useState } from "react";
import { Container, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { PLANS, TRIAL_DAYS, type Billing, type Plan } from "../../convex/model/plans";
import { PlanCard } from "./PlanCard";
import { authPagePath } from "../account/auth/authRedirect";
import { upgradePath } from "./upgrade";
import { planCta } from "./pricingCta";
import classes from "./Pricing.module.css";
import { STATIC_VISITOR_PAGE, useStaticDocument } from "../lib/routeHandle";
import { formatDate } from "../lib/formatDate";
import type { Route } from "./+types/pricing.route";
import { pageMeta } from "../lib/pageMeta";

/**
 * Plain HTML: no React in the browser; src/visitor/script/pricing.ts drives the billing switch and,
 * for a member, src/visitor/pricing-member/markYourPlan.ts marks their plan.
 */
export const handle = STATIC_VISITOR_PAGE;

/** A member's address for a plan's button when the page cannot ask for their plan (the navigation script swaps it in). */
function memberPath(plan: Plan): string {
  return plan === "free" ? "/dashboard" : upgradePath(plan);
}

const signUpFirst = (path: string) => authPagePath("/signup", path);

export const meta: Route.MetaFunction = (args) => pageMeta(args, "pricing");

export default function PricingPage() {
  const [billing, setBilling] = useState<Billing>("monthly");
  const { isAuthenticated } = useConvexAuth();
  const user = useQuery(api.users.current, isAuthenticated ? {} : "skip");
  const staticDocument = useStaticDocument();
  const state = isAuthenticated && user ? user : null;
  return (
    <Container size="lg" py={48}>
      <Stack align="center" ta="center" gap="md" mb={40}>
        <Title order={1}>Our Pricing Plans</Title>
        <Text c="dimmed" maw={560}>
          Start free and upgrade when you need premium templates.{" "}
          {/* Hidden for an account that had its trial (src/visitor/pricing-member/markYourPlan.ts without React). */}
          <span data-trial-offer hidden={state !== null && !state.trialAvailable}>
            Try Pro or Business free for {TRIAL_DAYS} days, no card needed.{" "}
          </span>
          Pay yearly and get two months free.
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
        {PLANS.map((plan) => {
          const cta = planCta(plan.id, plan.name, state, signUpFirst, formatDate);
          // The chosen billing goes along to the upgrade page's Subscribe.
          const to = billing === "yearly" && cta.to.startsWith("/upgrade/") ? `${cta.to}?billing=yearly` : cta.to;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              billing={billing}
              cta={{ ...cta, to }}
              // Without React the session is known only in the browser: the scripts swap in the member's address and texts.
              signedInCtaTo={staticDocument ? memberPath(plan.id) : undefined}
            />
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
