import type { Id } from "../../../convex/_generated/dataModel";
import type { PortfolioContent } from "../../../convex/model/formData";
import type { ImageSource } from "../../../convex/model/images";
import { toContent } from "./content";
import type { ImageSlot } from "./imageUploads";
import { PROFILE_SLOT, type SessionState } from "./session";

/** A slot matters while it uploads or failed, or when it holds the image the values refer to. */
export function relevantSlot(state: Pick<SessionState, "images">, slot: string, id: Id<"_storage"> | null): ImageSlot | undefined {
  const upload = state.images[slot];
  return upload && (upload.status !== "done" || upload.result?.storageId === id) ? upload : undefined;
}

/** What the live preview renders: the values, with a picked file's local URL while it uploads. */
export function previewContent(state: Pick<SessionState, "values" | "images" | "knownImages">): PortfolioContent {
  const sourceFor = (id: Id<"_storage"> | null, slot: string): ImageSource | null => {
    const upload = relevantSlot(state, slot, id);
    if (upload && upload.status !== "error") return { src: upload.objectUrl };
    return id === null ? null : (state.knownImages[id] ?? null);
  };
  return toContent(state.values, sourceFor, (i) => state.values.projects[i]?.id ?? PROFILE_SLOT);
}
