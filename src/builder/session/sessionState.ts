import { emptyFormData, type FieldErrors, type PortfolioFormData } from "../../../convex/model/formData";
import type { ImageSources } from "../../../convex/model/portfolioContent";
import type { ImageSlot } from "./imageUploads";
import type { MergeConflict } from "./merge";

/* The session's state and results: what the UI reads (see session.ts for the behaviour). The store
   says why something failed; the UI words it (src/builder/saveTexts.ts, src/publishing/publishTexts.ts). */

/** Autosave waits this long after the last change (spec: about 1 s after typing stops). */
export const AUTOSAVE_DELAY_MS = 1000;
/** The profile picture's image slot; a project's slot is its entry id. */
export const PROFILE_SLOT = "image";

export type SaveStatus =
  | { kind: "loading" }
  | { kind: "signed-out" }
  | { kind: "blocked"; message: string }
  | { kind: "conflict" }
  | { kind: "saving" }
  | { kind: "offline" }
  | { kind: "error"; reason: SaveFailureReason; message: string | null; field: string | null; retryAt: number | null }
  | { kind: "unsaved" }
  | { kind: "saved"; at: number }
  | { kind: "new" };

/** The saved draft this session builds on: the base of every merge. */
export type SavedVersion = { formData: PortfolioFormData; templateId: string | null; revision: number; updatedAt: number | null };

/**
 * Both sides changed the same values since `base`. `merged` already holds every change that did
 * not overlap; each conflict is settled by the person (mine or theirs) before it is saved.
 */
export type SessionConflict = {
  revision: number;
  updatedAt: number | null;
  mine: PortfolioFormData;
  theirs: PortfolioFormData;
  merged: PortfolioFormData;
  conflicts: MergeConflict[];
  /** Who saved the other version, when it was someone else ("Ana changed this"). */
  by?: string | null;
};

export type SessionNotice = { kind: "restored-backup" } | { kind: "merged-remote" };

export type SessionState = {
  ready: boolean;
  values: PortfolioFormData;
  templateId: string;
  saved: SavedVersion;
  /** Whether the server held a draft when the session loaded. */
  hadDraft: boolean;
  dirty: boolean;
  saving: boolean;
  failure: SaveFailure | null;
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

/** What the form shows of the state: the values, their errors and the pictures (not the save status). */
export type FormState = Pick<SessionState, "values" | "errors" | "images" | "knownImages">;

export type SessionEnv = { authenticated: boolean; online: boolean; blockedReason: string | null };

/**
 * Why the last save failed: fields over their limits, the server refused it (its own `message`,
 * e.g. a plan limit), or the network or server failed (retried with backoff until `retryAt`).
 */
export type SaveFailureReason = "too-long" | "refused" | "network";
export type SaveFailure = {
  reason: SaveFailureReason;
  /** The server's words, for a refusal. */
  message: string | null;
  field: string | null;
  retryAt: number | null;
  /** The values that failed: a refusal only an edit can fix waits for an edit. */
  values: PortfolioFormData;
};

export type SaveResult =
  | { ok: true }
  | { ok: false; reason: "not-ready" | "signed-out" | "blocked" | "offline" | "conflict" | SaveFailureReason; message?: string | null; field?: string | null };

/** A session before its draft has loaded: empty values, nothing saved, signed in and online. */
export function initialSessionState(templateId: string): SessionState {
  const values = emptyFormData();
  return {
    ready: false,
    values,
    templateId,
    saved: { formData: values, templateId: null, revision: 0, updatedAt: null },
    hadDraft: false,
    dirty: false,
    saving: false,
    failure: null,
    conflict: null,
    errors: {},
    images: {},
    knownImages: {},
    canUndo: false,
    canRedo: false,
    notice: null,
    env: { authenticated: true, online: true, blockedReason: null },
    status: { kind: "loading" },
  };
}
