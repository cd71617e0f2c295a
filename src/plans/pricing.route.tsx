import { useState } from "react";
import { Container, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useConvexAuth, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { PLANS, TRIAL_DAYS, type Billing, type Plan } from "../../convex/model/plans";
import { PlanCard } from "./PlanCard";
import { authPagePath } from "../lib/authRedirect";
import { upgradePath } from "./upgrade";
import { planCta, type CtaWords } from "./pricingCta";
import { usePlanTexts } from "./usePlanTexts";
import classes from "./Pricing.module.css";
import { STATIC_VISITOR_PAGE, useStaticDocument, type RouteHandle } from "../lib/routeHandle";
import type { Route } from "./+types/pricing.route";
import { pageMeta } from "../i18n/pageMeta";

/**
 * Plain HTML: no React in the browser; src/visitor/script/pricing.ts drives the billing switch and,
 * for a member, src/visitor/pricing-member/markYourPlan.ts marks their plan, in the words the page
 * carries for it (the catalogue's `cta` group).
 */
export const handle: RouteHandle = { ...STATIC_VISITOR_PAGE, scriptTexts: { plans: "plans:cta" } };

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
  const texts = usePlanTexts();
  const { t } = texts;
  const context = { words: t("cta", { returnObjects: true }) as CtaWords, language: texts.language, signUpFirst };
  return (
    <Container size="lg" py={48}>
      <Stack align="center" ta="center" gap="md" mb={40}>
        <Title order={1}>{t("pricing.title")}</Title>
        <Text c="dimmed" maw={560}>
          {t("pricing.intro")} {/* Hidden for an account that had its trial (src/visitor/pricing-member/markYourPlan.ts without React). */}
          <span data-trial-offer hidden={state !== null && !state.trialAvailable}>
            {t("pricing.trialOffer", { days: TRIAL_DAYS })}{" "}
          </span>
          {t("pricing.yearlyOffer")}
        </Text>
        <SegmentedControl
          aria-label={t("pricing.billingPeriod")}
          data-billing-toggle={staticDocument || undefined}
          className={classes.billing}
          value={billing}
          onChange={(value) => setBilling(value as Billing)}
          data={[
            { value: "monthly", label: t("pricing.monthly") },
            { value: "yearly", label: t("pricing.yearly") },
          ]}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {PLANS.map((plan) => {
          const cta = planCta(plan.id, texts.name(plan.id), state, context);
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
