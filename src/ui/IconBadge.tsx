import { ThemeIcon, type ThemeIconProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * Mantine's ThemeIcon as a `<span>` (it sits in text and list items, where a div is not allowed),
 * with `radius` and `color` given to its style only: ThemeIcon itself also writes them onto the
 * element as attributes, which HTML does not have.
 */
export function IconBadge({ radius, color, children, ...props }: Omit<ThemeIconProps, "vars"> & { children: ReactNode }) {
  return (
    <ThemeIcon
      {...props}
      vars={(theme, _props, ctx) => ThemeIcon.varsResolver(theme, { ...props, radius, color }, ctx)}
      renderRoot={(rootProps) => <span {...rootProps} style={{ display: "inline-flex", ...rootProps.style }} />}
    >
      {children}
    </ThemeIcon>
  );
}
