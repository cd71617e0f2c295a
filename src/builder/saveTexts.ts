import type { SaveFailureReason } from "./session/sessionState";
import { i18n } from "../i18n/i18n";
import { translateMessage } from "../i18n/messages";

/** The builder's words about saving (the spec's where it has them). */
export const SAVE_TEXTS = {
  saved: "Portfolio saved successfully!",
  failed: "Failed to save portfolio.",
  signedOut: "Please log in to save your data.",
  offline: "You are offline. Your changes will be saved when you reconnect.",
  tooLong: "Some fields are too long. Please shorten the highlighted fields.",
  network: "Please check your connection and try again.",
  conflict: "Choose which version to keep first.",
} as const;

/** One of SAVE_TEXTS in the app's language (the catalogue's builder:save.*; English is SAVE_TEXTS). */
export const saveText = (key: keyof typeof SAVE_TEXTS): string => i18n.t(`builder:save.${key}`);

/** Why a save failed, in words (the app's language): the server's own for a refusal. */
export function saveFailureText(reason: SaveFailureReason | "not-ready" | "blocked" | "conflict", message?: string | null): string {
  switch (reason) {
    case "too-long":
      return saveText("tooLong");
    case "network":
      return saveText("network");
    case "conflict":
      return saveText("conflict");
    case "refused":
    case "blocked":
      return message ? translateMessage(i18n.t, message) : saveText("failed");
    case "not-ready":
      return saveText("failed");
  }
}
