import type { ReactNode } from "react";
import { Stack, Text } from "@mantine/core";
import classes from "./DashboardArea.module.css";

/**
 * One area of the dashboard (your portfolio, audience, search, domains, people, plan): a labelled
 * group of cards set apart from the next by a rule and space, so ten cards read as a few places.
 * The label names the area for sighted readers and as the group's accessible name; the cards keep
 * their own headings.
 */
export function DashboardArea({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const labelId = `${id}-area-label`;
  return (
    <Stack component="section" gap="md" aria-labelledby={labelId} className={classes.area} data-dashboard-area={id}>
      <Text id={labelId} className={classes.label}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
