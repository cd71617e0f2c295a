/**
 * What the server tells the scripts of pages without React (./PageScript.tsx writes it as JSON): the app's base
 * path, the Convex deployment when the build names one (else the page's origin serves it, as
 * src/lib/convexUrl.ts says), the app modules to preload on intent, and the script that marks a
 * member's plan on /pricing (src/visitor/pricing-member/, loaded by URL only for members). The scripts import nothing
 * the app shares, so each stays one file: shared chunks would be extra requests at high priority.
 */
export type PageScriptConfig = {
  base: string;
  convexUrl: string;
  appModules: string[];
  pricingMemberScript: string;
  /** The scripts' words in the page's language, by group (PageScript.tsx; the scripts keep their English as a fallback). */
  texts: Record<string, Record<string, unknown>>;
};

export function readConfig(): PageScriptConfig {
  const text = document.getElementById("page-script-config")?.textContent;
  const parsed = text ? (JSON.parse(text) as Partial<PageScriptConfig>) : {};
  return {
    base: parsed.base ?? "",
    convexUrl: parsed.convexUrl || window.location.origin,
    appModules: parsed.appModules ?? [],
    pricingMemberScript: parsed.pricingMemberScript ?? "",
    texts: parsed.texts ?? {},
  };
}

/**
 * A group of the scripts' words as the server wrote them in the page's language, over `english`
 * when given (the visitor script itself passes none: every page it runs on is server-written, and
 * its JS budget has no room for a second copy).
 */
export function pageTexts<T extends object>(group: string, english?: T): T {
  return { ...english, ...(readConfig().texts[group] as Partial<T> | undefined) } as T;
}
