import type { PublishReadiness } from "./readiness";

import { i18n } from "../i18n/i18n";
import { translateMessage } from "../i18n/messages";

/** Every text about publishing, wherever it starts: the builder, the preview or the dashboard (English; shown with publishText). */
export const PUBLISH_TEXTS = {
  signedOut: "Please log in to publish.",
  published: "Portfolio published and link copied to clipboard!",
  copyFailed: "Failed to copy the portfolio URL to clipboard.",
  failed: "Failed to publish portfolio.",
  network: "Please check your connection and try again.",
  /** The draft fails a publish rule; the builder points at the fields. */
  invalid: "Please correct the highlighted fields before publishing.",
  upload: "An image could not be uploaded. Try it again or remove it, then publish.",
  /** The builder could not save the latest changes first. */
  notSaved: "Your latest changes could not be saved, so nothing was published. Check the save status and try again.",
  /** The preview shows a revision of the draft that is no longer the saved one. */
  moved:
    "Your draft was changed in another tab or on another device after this preview was made, so nothing was published. Go back to editing to check it, then publish again.",
  /** The preview shows changes the builder could not save. */
  unsaved: "This preview has changes that are not saved yet, so nothing was published. Go back to editing, save, then publish.",
  /** The dashboard publishes the saved draft as it is. */
  publishedFromDashboard: "Your changes are published.",
  fieldsToCorrect: "Your draft has fields to correct before it can be published. Continue editing to see them.",
  dashboardFailed: "Failed to publish. Please check your connection and try again.",
} as const;

/** One of PUBLISH_TEXTS in the app's language (the catalogue's publishing:publish.*; English is PUBLISH_TEXTS). */
export const publishText = (key: keyof typeof PUBLISH_TEXTS): string => i18n.t(`publishing:publish.${key}`);

/** Why the builder's draft cannot be published now, in words (the app's language). */
export function readinessText(readiness: Exclude<PublishReadiness, { ok: true }>, blockedReason: string | null): string {
  switch (readiness.reason) {
    case "signed-out":
      return publishText("signedOut");
    case "blocked":
      return blockedReason === null ? publishText("failed") : translateMessage(i18n.t, blockedReason);
    case "invalid":
      return publishText("invalid");
    case "upload":
      return publishText("upload");
    case "unsaved":
      return publishText("notSaved");
  }
}
