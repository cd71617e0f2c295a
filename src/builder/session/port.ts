import type { PortfolioFormData } from "../../../convex/model/formData";
import type { ImageSources } from "../../../convex/model/portfolioContent";
import type { DraftBackup } from "./draftBackup";
import type { UploadImage } from "../../uploads/upload";

/** The saved draft as the server reports it (drafts.get). */
export type RemoteDraft = {
  templateId: string;
  formData: PortfolioFormData;
  revision: number;
  updatedAt: number;
  images: ImageSources;
  /** Who saved it ("you" for the person themselves), when known: the conflict dialog names them. */
  editedBy?: { name: string } | null;
};

/**
 * Everything the session needs from the outside world, injected so the session runs (and is
 * tested) without React or Convex. `useBuilderSession` wires it to Convex mutations.
 */
export type SessionPort = {
  saveDraft: (args: { templateId: string; formData: PortfolioFormData; baseRevision: number }) => Promise<{ revision: number; updatedAt: number }>;
  upload: UploadImage;
};

/** This browser's copy of unsaved edits (per user). */
export type BackupStore = {
  read: () => DraftBackup | null;
  write: (backup: DraftBackup) => void;
  clear: () => void;
};
