import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isAppLanguage } from "./i18n/languages";

/**
 * React Router's default browser entry, except that a page the server wrote in French or Spanish
 * (<html lang>, src/app/appShell.route.tsx) hydrates in that language: its catalogues load first.
 * English is bundled, so an English page (and the builder's first load) waits for nothing more.
 */
async function hydrate() {
  const language = document.documentElement.lang;
  if (language !== "en" && isAppLanguage(language)) await (await import("./i18n/i18n")).switchAppLanguage(language);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
