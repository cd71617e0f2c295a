import type { Id } from "../../../convex/_generated/dataModel";
import type { PortfolioContent } from "../../../convex/model/formData";
import { portfolioContent } from "../../../convex/model/portfolioContent";
import type { ImageSlot } from "./imageUploads";
import type { SessionState } from "./sessionState";

/** A slot matters while it uploads or failed, or when it holds the image the values refer to. */
export function relevantSlot(state: Pick<SessionState, "images">, slot: string, id: Id<"_storage"> | null): ImageSlot | undefined {
  const upload = state.images[slot];
  return upload && (upload.status !== "done" || upload.result?.storageId === id) ? upload : undefined;
}

/**
 * What the live preview renders: the values, with a picked file's local URL while it uploads (a
 * picture's slot is its entry's id). Structurally shared with the last content (model/portfolioContent.ts).
 */
export function previewContent(state: Pick<SessionState, "values" | "images" | "knownImages">): PortfolioContent {
  return portfolioContent(state.values, (id, slot) => {
    const upload = slot === undefined ? undefined : relevantSlot(state, slot, id);
    if (upload && upload.status !== "error") return { src: upload.objectUrl };
    return id === null ? null : (state.knownImages[id] ?? null);
  });
}
