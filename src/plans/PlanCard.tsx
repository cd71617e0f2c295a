import { Badge, Button, Card, List, Stack, Text, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { TRIAL_DAYS, yearlySaving, type Billing, type PlanInfo as Plan } from "../../convex/model/plans";
import { formatPrice } from "../../convex/model/templates";
import { APP_BASENAME } from "../lib/publicLink";
import { IconBadge } from "../ui/IconBadge";
import classes from "./PlanCard.module.css";

/**
 * One plan: its price for the chosen billing, the yearly saving, features and a call to action.
 * With `signedInCtaTo` (a page without React) the card also carries the other billing's texts for
 * src/visitor/script/pricing.ts, and the member's call-to-action address.
 */
export function PlanCard({ plan, billing, ctaTo, signedInCtaTo }: { plan: Plan; billing: Billing; ctaTo: string; signedInCtaTo?: string }) {
  const price = billing === "monthly" ? plan.monthly : plan.yearly;
  const saving = yearlySaving(plan);
  const switchable = signedInCtaTo !== undefined;
  const both = (monthly: string, yearly: string) => (switchable ? { "data-monthly": monthly, "data-yearly": yearly } : {});
  const savingBadge = (
    <Badge color="teal.9" variant="filled" size="lg" className={classes.billingOnly} data-billing="yearly" hidden={billing !== "yearly"}>
      Save {formatPrice(saving)} a year
    </Badge>
  );
  const note = (
    <Text size="sm" c="dimmed" className={classes.billingOnly} data-billing={saving > 0 ? "monthly" : undefined} hidden={saving > 0 && billing === "yearly"}>
      {price === 0 ? "Free forever" : "Billed monthly"}
    </Text>
  );
  const headingId = `plan-${plan.id}`;
  return (
    <Card component="article" withBorder padding="xl" radius="md" aria-labelledby={headingId}>
      <Stack gap="md" h="100%">
        <Title order={2} size="h3" id={headingId}>
          {plan.name}
        </Title>
        <div>
          <Text component="span" fz={40} fw={800} lh={1} {...both(formatPrice(plan.monthly), formatPrice(plan.yearly))}>
            {formatPrice(price)}
          </Text>
          <Text component="span" c="dimmed" ml={4} {...both("/month", "/year")}>
            {billing === "monthly" ? "/month" : "/year"}
          </Text>
        </div>
        {switchable && saving > 0 ? (
          <>
            {savingBadge}
            {note}
          </>
        ) : billing === "yearly" && saving > 0 ? (
          savingBadge
        ) : (
          note
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
        <Button
          component={Link}
          to={ctaTo}
          fullWidth
          aria-label={`Get started with ${plan.name}`}
          data-signed-in-href={signedInCtaTo && `${APP_BASENAME}${signedInCtaTo}`}
        >
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
