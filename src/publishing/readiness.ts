/**
 * Whether the builder's draft can be published now, and at which revision: the builder's session
 * answers it (readyToPublish), publishTexts.ts words a refusal.
 */
export type PublishReadiness =
  { ok: true; revision: number } | { ok: false; reason: "signed-out" | "blocked" | "invalid" | "upload" | "unsaved"; field?: string | null };
