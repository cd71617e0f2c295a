import { Route, Routes } from "react-router-dom";
import { screen } from "@testing-library/react";
import BuilderPage from "../../../src/pages/Builder.page";
import { LocationProbe, renderWithProviders } from "../render";

/** The builder at /builder/:templateId, with a probe showing where navigation went. */
export function renderBuilder(templateId = "minimalist", state?: unknown) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/builder/:templateId"
        element={
          <>
            <BuilderPage />
            <LocationProbe />
          </>
        }
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route: `/builder/${templateId}`, state },
  );
}

/** Waits until the draft has loaded and the form shows. */
export async function formReady() {
  await screen.findByLabelText("Section");
}

/** Makes every min-width media query match, for the wide (sidebar + preview) layout. */
export function useWideScreen() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: /min-width/.test(query) })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
