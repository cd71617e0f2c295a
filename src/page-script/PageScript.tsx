import { useContext } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";
import authPageScript from "virtual:auth-page-script";
import galleryPageScript from "virtual:gallery-page-script";
import pricingMemberScript from "virtual:pricing-member-script";
import visitorPageScript from "virtual:visitor-page-script";
import { pageScriptMessages, pageScriptTexts, staticPageScript, type StaticPageScript } from "../lib/routeHandle";
import { APP_BASENAME } from "../lib/basePath";
import { loadAfterFirstPaint } from "../lib/loadAfterFirstPaint";
import { scriptMessages } from "./scriptMessages";
// Types only: a value shared with the script would become a chunk of its own (see ./config.ts).
import type { PageScriptConfig } from "./config";

/**
 * The route modules a person heading into the app needs first: the shell and the sign-in pages, by
 * route id (a module's path in src/ without its extension; a test holds them to src/routes.ts).
 */
export const APP_ROUTES = ["root", "app/appShell.route", "app/visitorLayout.route", "account/login.route", "account/signup.route", "app/signedIn.route"];

const SCRIPTS: Record<StaticPageScript, string> = { "visitor-page": visitorPageScript, "auth-page": authPageScript, "gallery-page": galleryPageScript };

/** The app's entry and those routes' modules, from the build's manifest, each once. */
function appModules(manifest: NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>["manifest"]): string[] {
  const routes = APP_ROUTES.flatMap((id) => {
    const route = manifest.routes[id];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
  return [...new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports, ...routes])];
}

/** The words the scripts show, in the page's language (they never load i18next: config.ts `pageTexts`). */
function scriptTexts(t: TFunction, kind: StaticPageScript, more: Record<string, string>): PageScriptConfig["texts"] {
  const group = (key: string) => t(key, { returnObjects: true }) as Record<string, unknown>;
  const texts: PageScriptConfig["texts"] = {
    colorScheme: group("common:colorScheme"),
    nav: group("common:nav"),
    contact: group("visitor:contact.script"),
  };
  if (kind === "gallery-page") texts.gallery = group("gallery:script");
  if (kind === "auth-page") {
    for (const name of ["login", "signup", "strength", "passkey"]) texts[name] = group(`auth:${name}`);
  }
  for (const [name, key] of Object.entries(more)) texts[name] = group(key);
  return texts;
}

/**
 * What a page without React loads: its small script (the visitor pages' src/visitor/script, the
 * gallery's src/gallery/script, the sign-in pages' src/account/auth-page beside the visitor one),
 * and the scripts' settings (./config.ts), with the app's modules they preload when the person
 * heads into the app.
 */
export function PageScript() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const kind = staticPageScript(matches);
  const script = SCRIPTS[kind];
  const { t, i18n } = useTranslation();
  const texts = scriptTexts(t, kind, pageScriptTexts(matches));
  const messages = scriptMessages(t, i18n.language, pageScriptMessages(matches));
  if (messages) texts.messages = messages;
  const config: PageScriptConfig = {
    base: APP_BASENAME,
    convexUrl: import.meta.env.VITE_CONVEX_URL ?? "",
    appModules: framework ? appModules(framework.manifest) : [],
    pricingMemberScript,
    texts,
  };
  return (
    <>
      <script type="application/json" id="page-script-config" dangerouslySetInnerHTML={{ __html: JSON.stringify(config).replace(/</g, "\\u003c") }} />
      {/* Low priority: nothing on the first paint waits for it (its imports follow its priority).
          The gallery's script includes the pages' shell (./pageShell.ts). The sign-in pages load the visitor script
          and, after the first paint, their own (rules, strength meter, sending), as published pages
          do: loaded before it, that part landed on the paint's path in Lighthouse (LCP 1.3× the
          static copy). A form sent before it runs posts to the page, whose action answers it. */}
      <script type="module" src={kind === "gallery-page" ? script : visitorPageScript} fetchPriority="low" />
      {kind === "auth-page" && <script type="module" dangerouslySetInnerHTML={{ __html: loadAfterFirstPaint(script) }} />}
    </>
  );
}
