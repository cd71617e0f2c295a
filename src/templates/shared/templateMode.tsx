import { createContext, useContext } from "react";

/**
 * How a template is shown. "interactive": inside the app (builder, preview), React handles tabs
 * and scrolling. "published": server HTML with no React in the browser: every section is in the
 * page with its plain id (#projects), navigation is links, and the page's small script
 * (src/public-page/sectionTabs.ts) shows one tab at a time, driven by the address's hash.
 */
export type TemplateMode = "interactive" | "published";

export const TemplateModeContext = createContext<TemplateMode>("interactive");

export const useTemplateMode = () => useContext(TemplateModeContext);
