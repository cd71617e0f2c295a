import { Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconMinus } from "@tabler/icons-react";
import { Link } from "react-router";
import { yearlySaving, type Billing, type PlanInfo as Plan } from "../../convex/model/plans";
import { APP_BASENAME } from "../lib/basePath";
import { IconBadge } from "../ui/IconBadge";
import type { PlanCta } from "./pricingCta";
import { usePlanTexts } from "./usePlanTexts";
import classes from "./PlanCard.module.css";

/**
 * One plan: its price for the chosen billing, the yearly saving, features, a call to action for
 * this person (pricingCta.ts) and, for the plan they are on, a mark. With `signedInCtaTo` (a page
 * without React) the card also carries the other billing's texts for src/visitor/script/pricing.ts,
 * the member's call-to-action address, and the hooks src/visitor/pricing-member/markYourPlan.ts fills in
 * once it knows the member's plan.
 */
export function PlanCard({ plan, billing, cta, signedInCtaTo }: { plan: Plan; billing: Billing; cta: PlanCta; signedInCtaTo?: string }) {
  const texts = usePlanTexts();
  const { t, price: formatPrice } = texts;
  const price = billing === "monthly" ? plan.monthly : plan.yearly;
  const saving = yearlySaving(plan);
  const switchable = signedInCtaTo !== undefined;
  const both = (monthly: string, yearly: string) => (switchable ? { "data-monthly": monthly, "data-yearly": yearly } : {});
  const savingBadge = (
    <Badge color="teal.9" variant="filled" size="lg" className={classes.billingOnly} data-billing="yearly" hidden={billing !== "yearly"}>
      {t("card.save", { amount: formatPrice(saving) })}
    </Badge>
  );
  const note = (
    <Text size="sm" c="dimmed" className={classes.billingOnly} data-billing={saving > 0 ? "monthly" : undefined} hidden={saving > 0 && billing === "yearly"}>
      {price === 0 ? t("card.freeForever") : t("card.billedMonthly")}
    </Text>
  );
  const headingId = `plan-${plan.id}`;
  return (
    <Card
      component="article"
      withBorder
      padding="xl"
      radius="md"
      aria-labelledby={headingId}
      className={classes.card}
      data-current={cta.mark ? true : undefined}
      data-plan-card={plan.id}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {texts.name(plan.id)}
          </Title>
          {(cta.mark || switchable) && (
            <Badge color="grape" variant="light" size="lg" className={classes.billingOnly} hidden={!cta.mark} data-plan-mark>
              {cta.mark}
            </Badge>
          )}
        </Group>
        <div>
          <Text component="span" fz={40} fw={800} lh={1} {...both(formatPrice(plan.monthly), formatPrice(plan.yearly))}>
            {formatPrice(price)}
          </Text>
          <Text component="span" c="dimmed" ml={4} {...both(t("card.perMonth"), t("card.perYear"))}>
            {billing === "monthly" ? t("card.perMonth") : t("card.perYear")}
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
        <Text size="sm">{texts.summary(plan.id)}</Text>
        <List spacing="xs" size="sm" style={{ flex: 1 }}>
          {plan.features.map((feature) => (
            <List.Item
              key={feature.capability}
              c={feature.lacks ? "dimmed" : undefined}
              icon={
                // A line about what the plan lacks gets no tick: it is not a feature.
                <IconBadge size={20} radius="xl" color={feature.lacks ? "gray" : "teal"} variant={feature.lacks ? "light" : undefined} aria-hidden>
                  {feature.lacks ? <IconMinus size={14} /> : <IconCheck size={14} />}
                </IconBadge>
              }
            >
              {texts.feature(plan.id, feature)}
            </List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={cta.to}
          fullWidth
          aria-label={cta.ariaLabel}
          className={classes.cta}
          data-included={cta.included || undefined}
          data-plan-cta
          data-signed-in-href={signedInCtaTo && `${APP_BASENAME}${signedInCtaTo}`}
        >
          {cta.label}
        </Button>
        {/* Always there, one line tall even when empty, so every card's button sits at the same height. */}
        <Text size="xs" c="dimmed" ta="center" mt={-8} className={classes.ctaNote} data-plan-note>
          {cta.note}
        </Text>
      </Stack>
    </Card>
  );
}
