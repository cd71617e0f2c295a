import { onTestFinished } from "vitest";
import { screen } from "@testing-library/react";
import BuilderPage from "../../../src/builder/builder.route";
import { renderPageAt } from "../render";

/** The builder at /builder/:templateId, with a probe showing where navigation went. */
export function renderBuilder(templateId = "minimalist", state?: unknown) {
  return renderPageAt("/builder/:templateId", <BuilderPage />, { route: `/builder/${templateId}`, state });
}

/** Waits until the draft has loaded and the form shows. */
export async function formReady() {
  await screen.findByLabelText("Section");
}

/** Makes every min-width media query match, for the wide (sidebar + preview) layout, until the test ends. */
export function useWideScreen() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: /min-width/.test(query) })) as typeof window.matchMedia;
  onTestFinished(() => {
    window.matchMedia = original;
  });
}
