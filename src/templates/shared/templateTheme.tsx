import { createContext, useContext, type CSSProperties } from "react";
import { resolveTheme, themeStyle, type Theme } from "../../../convex/model/theme";
import { fontFaceCss } from "./themeFonts";

/**
 * The portfolio's theme, handed to the template frame by whoever renders a portfolio
 * (PortfolioTemplate in the app, the published page on the server). Templates never read it:
 * the frame turns it into CSS custom properties and `color-scheme` (see convex/model/theme.ts).
 */
export const TemplateThemeContext = createContext<Theme | undefined>(undefined);

/** The frame's inline style and the @font-face rules of the chosen pairing (only that one's files). */
export function useTemplateTheme(): { style: CSSProperties | undefined; fontCss: string } {
  const theme = useContext(TemplateThemeContext);
  // React wants camelCase for standard properties; custom properties keep their names.
  const declarations = Object.entries(themeStyle(theme)).map(([name, value]) => [name === "color-scheme" ? "colorScheme" : name, value]);
  const style = declarations.length === 0 ? undefined : (Object.fromEntries(declarations) as CSSProperties);
  return { style, fontCss: fontFaceCss(resolveTheme(theme).fonts) };
}
