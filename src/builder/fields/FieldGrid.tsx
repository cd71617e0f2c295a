import type { ReactNode } from "react";
import classes from "../Builder.module.css";

/**
 * Fields one under the other, two a row from the `from` breakpoint on: a plain box (Builder.module.css)
 * rather than Mantine's SimpleGrid, with the same spacing, as it renders again with each keystroke.
 */
export function FieldGrid({ from = "xs", children }: { from?: "xs" | "sm"; children: ReactNode }) {
  return (
    <div className={classes.fieldGrid} data-from={from}>
      {children}
    </div>
  );
}
