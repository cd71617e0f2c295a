import { useState } from "react";
import { Container, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useConvexAuth } from "convex/react";
import { PLANS, type Billing } from "../../convex/model/plans";
import { PlanCard } from "../components/pricing/PlanCard";
import { usePageTitle } from "../hooks/usePageTitle";

export default function PricingPage() {
  usePageTitle("Pricing");
  const [billing, setBilling] = useState<Billing>("monthly");
  const { isAuthenticated } = useConvexAuth();
  return (
    <Container size="lg" py={48}>
      <Stack align="center" ta="center" gap="md" mb={40}>
        <Title order={1}>Our Pricing Plans</Title>
        <Text c="dimmed" maw={560}>
          Start free and upgrade when you need premium templates. Pay yearly and get two months free.
        </Text>
        <SegmentedControl
          aria-label="Billing period"
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
          <PlanCard key={plan.id} plan={plan} billing={billing} ctaTo={isAuthenticated ? "/dashboard" : "/signup"} />
        ))}
      </SimpleGrid>
    </Container>
  );
}
