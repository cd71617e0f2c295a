import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, keys, px, em, useMantineTheme, type ConvertCSSVariablesInput } from "@mantine/core";
import { cssVariablesResolver } from "../../theme";

/** Mantine's own variables for its default theme, which its static default-css-variables.css already sets. */
const DEFAULTS = defaultCssVariablesResolver(DEFAULT_THEME);

function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const drop = (scheme: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(Object.entries(input[scheme]).filter(([name, value]) => DEFAULTS[scheme][name as keyof (typeof DEFAULTS)[typeof scheme]] !== value));
  return { variables: drop("variables"), light: drop("light"), dark: drop("dark") };
}

/**
 * What MantineProvider would write into <body> (its theme's CSS variables and the hiddenFrom /
 * visibleFrom classes), written as one <style> that React hoists into <head> instead: a <style>
 * in <body> is invalid HTML. The provider runs with withCssVariables/withGlobalClasses off.
 */
export function MantineHeadStyles() {
  const theme = useMantineTheme();
  const base = defaultCssVariablesResolver(theme);
  const ours = cssVariablesResolver(theme);
  const merged: ConvertCSSVariablesInput = {
    variables: { ...base.variables, ...ours.variables },
    light: { ...base.light, ...ours.light },
    dark: { ...base.dark, ...ours.dark },
  };
  const variables = convertCssVariables(withoutDefaults(merged), ":root");
  const classes = keys(theme.breakpoints)
    .map((name) => {
      const value = px(theme.breakpoints[name]) as number;
      return `@media (max-width: ${em(value - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}@media (min-width: ${em(value)}) {.mantine-hidden-from-${name} {display: none !important;}}`;
    })
    .join("");
  return (
    <style href="mantine-theme" precedence="mantine">
      {variables + classes}
    </style>
  );
}
