// The Mantine component styles the visitor pages and the shell render (worked out from their imports by
// scripts/lib/mantineStyles.ts); signed-in screens add theirs (signedIn.route.tsx). Imported here, not in
// root.tsx, so published portfolios (outside this layout) never load them.
import "virtual:mantine-styles/visitor";
import "@mantine/notifications/styles.css";

import { Suspense, lazy, useEffect, useMemo, type ReactNode } from "react";
import { ConvexAuthProvider, type TokenStorage } from "@convex-dev/auth/react";
import { MantineProvider } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { AppLayout } from "./layout/AppLayout";
import { MantineHeadStyles } from "./layout/MantineHeadStyles";
import toasts from "./layout/Toasts.module.css";
import { keepToastsTidy } from "./layout/toastHygiene";
import { I18nextProvider } from "react-i18next";
import { useLoaderData } from "react-router";
import { requestLanguage } from "../i18n/chooseLanguage";
import { i18n, loadAppLanguage, requestI18n } from "../i18n/i18n";
import type { AppLanguage } from "../i18n/languages";
import { takeHandoff } from "../lib/authHandoff";
import { convexClient } from "../lib/convexClient";
import { cssVariablesResolver, theme } from "../theme";
import type { Route } from "./+types/appShell.route";

// The toast container (with its transitions and scroll lock) is not needed for the first paint;
// toasts shown before it arrives wait in the notifications store and appear when it mounts.
const Notifications = lazy(() => import("@mantine/notifications").then((m) => ({ default: m.Notifications })));

// The server has no session: it renders every screen as "session unknown", as the browser's
// first render does, so hydration matches.
const serverStorage: TokenStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/**
 * The app's language for this request (src/i18n/chooseLanguage.ts: the chooser's cookie, else
 * Accept-Language; the build prerenders English), its catalogues loaded, and the document's lang.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const appLanguage = requestLanguage(request.headers);
  await loadAppLanguage(appLanguage);
  return { appLanguage, documentLanguage: { lang: appLanguage, dir: "ltr" as const } };
}

// The language is the document's: the browser switches it itself (the account's chooser) and a
// navigation never asks the server again.
export const shouldRevalidate = () => false;

// Every app page answers in the visitor's language (the web server serves the prerendered English
// files only to those who get English, local-backend/webApp.ts).
export const headers = () => ({ Vary: "Cookie, Accept-Language" });

/**
 * The server renders each request with its own instance in the loader's language; the browser has
 * one (entry.client.tsx loaded the page's language before hydrating). Chosen once per runtime: the
 * browser must not read loader data here, which would re-render every screen on each navigation
 * (and restart a guard's redirect while it loads).
 */
const useAppI18n =
  typeof document === "undefined"
    ? () => {
        const language = (useLoaderData() as { appLanguage?: AppLanguage } | undefined)?.appLanguage ?? "en";
        return useMemo(() => requestI18n(language), [language]);
      }
    : () => i18n;

/** The app around every screen except published portfolios: texts, Convex, auth, theme, toasts, nav. */
export default function AppShell() {
  const instance = useAppI18n();
  return (
    <I18nextProvider i18n={instance}>
      <ConvexAuthProvider client={convexClient()} storage={typeof window === "undefined" ? serverStorage : undefined}>
        <AppChrome>
          <AppLayout />
        </AppChrome>
      </ConvexAuthProvider>
    </I18nextProvider>
  );
}

/** Theme and toasts. */
export function AppChrome({ children }: { children: ReactNode }) {
  // Mounted after the first render, so a prerendered page hydrates without waiting for it.
  const mounted = useMounted();
  useEffect(() => keepToastsTidy(), []);
  // The toast an auth page without React left for this page ("Login successful!", src/account/auth-page).
  useEffect(() => {
    const { toast } = takeHandoff();
    if (toast) void import("@mantine/notifications").then(({ notifications }) => notifications.show(toast));
  }, []);
  return (
    // Mantine's runtime <style> elements would land in <body> (invalid HTML): its variables and classes
    // come from MantineHeadStyles, and responsive style props' rules are hoisted into <head> by React.
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      withCssVariables={false}
      withGlobalClasses={false}
      deduplicateInlineStyles
    >
      <MantineHeadStyles />
      {mounted && (
        <Suspense fallback={null}>
          <Notifications position="bottom-right" autoClose={5000} className={toasts.root} />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}
