import type { FieldErrors, FormData } from "../../../convex/model/formData";
import type { ImageSources } from "./content";
import type { ImageSlot } from "./imageUploads";
import type { MergeConflict } from "./merge";

/* The session's state, results and texts: what the UI reads (see session.ts for the behaviour). */

/** Autosave waits this long after the last change (spec: about 1 s after typing stops). */
export const AUTOSAVE_DELAY_MS = 1000;
/** The profile picture's image slot; a project's slot is its entry id. */
export const PROFILE_SLOT = "image";

export const SAVE_TEXTS = {
  saved: "Portfolio saved successfully!",
  failed: "Failed to save portfolio.",
  signedOut: "Please log in to save your data.",
  offline: "You are offline. Your changes will be saved when you reconnect.",
  tooLong: "Some fields are too long. Please shorten the highlighted fields.",
} as const;

export const PUBLISH_BLOCKED = {
  invalid: "Please correct the highlighted fields before publishing.",
  upload: "An image could not be uploaded. Try it again or remove it, then publish.",
  unsaved: "Your latest changes could not be saved, so nothing was published. Check the save status and try again.",
} as const;

export type SaveStatus =
  | { kind: "loading" }
  | { kind: "signed-out" }
  | { kind: "blocked"; message: string }
  | { kind: "conflict" }
  | { kind: "saving" }
  | { kind: "offline" }
  | { kind: "error"; message: string; field: string | null; retryAt: number | null }
  | { kind: "unsaved" }
  | { kind: "saved"; at: number }
  | { kind: "new" };

/** The saved draft this session builds on: the base of every merge. */
export type SavedVersion = { formData: FormData; templateId: string | null; revision: number; updatedAt: number | null };

/**
 * Both sides changed the same values since `base`. `merged` already holds every change that did
 * not overlap; each conflict is settled by the person (mine or theirs) before it is saved.
 */
export type SessionConflict = {
  revision: number;
  updatedAt: number | null;
  mine: FormData;
  theirs: FormData;
  merged: FormData;
  conflicts: MergeConflict[];
  /** Who saved the other version, when it was someone else ("Ana changed this"). */
  by?: string | null;
};

export type SessionNotice = { kind: "restored-backup" } | { kind: "merged-remote" };

export type SessionState = {
  ready: boolean;
  values: FormData;
  templateId: string;
  saved: SavedVersion;
  /** Whether the server held a draft when the session loaded. */
  hadDraft: boolean;
  dirty: boolean;
  saving: boolean;
  failure: { message: string; field: string | null; retryAt: number | null; valuesJson: string } | null;
  conflict: SessionConflict | null;
  /** Field path (`projects.2.link`) → message, as shown beside the fields. */
  errors: FieldErrors;
  images: Record<string, ImageSlot>;
  /** Stored images known to this session (the draft's and finished uploads), by storage id. */
  knownImages: ImageSources;
  canUndo: boolean;
  canRedo: boolean;
  notice: SessionNotice | null;
  env: SessionEnv;
  status: SaveStatus;
};

export type SessionEnv = { authenticated: boolean; online: boolean; blockedReason: string | null };

export type SaveResult = { ok: true } | { ok: false; reason: "not-ready" | "signed-out" | "blocked" | "offline" | "invalid" | "conflict" | "failed"; message: string; field?: string | null };
export type PublishResult = { ok: true; path: string; customDomain: string | null } | { ok: false; reason: "signed-out" | "blocked" | "invalid" | "upload" | "unsaved" | "failed"; message: string; field?: string | null };
