import { createContext, useContext } from "react";

/**
 * Where the "Made with Portfolio Builder" link of a Free plan's published page leads, or null
 * for no link (Pro and Business, the builder, demos). Provided by the published page only.
 */
export const PlatformBrandingContext = createContext<string | null>(null);

export const usePlatformBranding = () => useContext(PlatformBrandingContext);

export const BRANDING_TEXT = "Made with Portfolio Builder";
