import { Badge, Button, Card, List, Stack, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { TRIAL_DAYS, yearlySaving, type Billing, type PlanInfo as Plan } from "../../../convex/model/plans";
import { formatPrice } from "../../../convex/model/templates";
import { IconBadge } from "../common/IconBadge";

/** One plan: its price for the chosen billing, the yearly saving, features and a call to action. */
export function PlanCard({ plan, billing, ctaTo }: { plan: Plan; billing: Billing; ctaTo: string }) {
  const price = billing === "monthly" ? plan.monthly : plan.yearly;
  const saving = yearlySaving(plan);
  const headingId = `plan-${plan.id}`;
  return (
    <Card component="article" withBorder padding="xl" radius="md" aria-labelledby={headingId}>
      <Stack gap="md" h="100%">
        <Title order={2} size="h3" id={headingId}>
          {plan.name}
        </Title>
        <div>
          <Text component="span" fz={40} fw={800} lh={1}>
            {formatPrice(price)}
          </Text>
          <Text component="span" c="dimmed" ml={4}>
            {billing === "monthly" ? "/month" : "/year"}
          </Text>
        </div>
        {billing === "yearly" && saving > 0 ? (
          <Badge color="teal.9" variant="filled" size="lg">
            Save {formatPrice(saving)} a year
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {price === 0 ? "Free forever" : "Billed monthly"}
          </Text>
        )}
        <Text size="sm">{plan.summary}</Text>
        <List
          spacing="xs"
          size="sm"
          icon={
            <IconBadge size={20} radius="xl" color="teal" aria-hidden>
              <IconCheck size={14} />
            </IconBadge>
          }
          style={{ flex: 1 }}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature.text}>{feature.text}</List.Item>
          ))}
        </List>
        <Button component={Link} to={ctaTo} fullWidth aria-label={`Get started with ${plan.name}`}>
          Get started
        </Button>
        {plan.monthly > 0 && (
          <Text size="xs" c="dimmed" ta="center" mt={-8}>
            Starts a {TRIAL_DAYS}-day free trial, no card
          </Text>
        )}
      </Stack>
    </Card>
  );
}
