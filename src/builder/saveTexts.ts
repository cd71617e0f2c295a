import type { SaveFailureReason } from "./session/sessionState";

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

/** Why a save failed, in words: the server's own for a refusal. */
export function saveFailureText(reason: SaveFailureReason | "not-ready" | "blocked" | "conflict", message?: string | null): string {
  switch (reason) {
    case "too-long":
      return SAVE_TEXTS.tooLong;
    case "network":
      return SAVE_TEXTS.network;
    case "conflict":
      return SAVE_TEXTS.conflict;
    case "refused":
    case "blocked":
      return message ?? SAVE_TEXTS.failed;
    case "not-ready":
      return SAVE_TEXTS.failed;
  }
}
