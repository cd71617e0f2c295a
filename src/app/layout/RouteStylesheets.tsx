import { useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The matched routes' stylesheets (what React Router's <Links /> writes; no route exports `links`),
 * as React-managed stylesheets of precedence "app". React orders hoisted styles by precedence in
 * the order it first meets them: these come first in <head>, then Mantine's theme variables and
 * responsive rules (precedence "mantine", MantineHeadStyles), which must override the component
 * styles as they did when Mantine wrote them into <body>.
 */
export function RouteStylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const hrefs = [...new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []))];
  const critical = framework.criticalCss;
  return (
    <>
      {/* Development only: the CSS React Router collects so pages do not flash unstyled. */}
      {typeof critical === "string" && (
        <style href="critical-css" precedence="app">
          {critical}
        </style>
      )}
      {typeof critical === "object" && <link rel="stylesheet" href={critical.href} precedence="app" />}
      {hrefs.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="app" />
      ))}
    </>
  );
}
