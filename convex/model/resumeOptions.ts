import { v, type Infer } from "convex/values";
import { appError } from "./errors";

/**
 * What the owner keeps off the printed and Word résumé, so it fits one or two pages: sections
 * left out (layout ids, sectionLayout.ts) and the length of descriptions. "short" keeps each
 * description's first paragraph (or its first few points when it is a list), and references by
 * name only (their letters are what make imported résumés run to three pages). The portfolio
 * itself is unchanged.
 */
export const RESUME_LENGTHS = ["full", "short"] as const;
export type ResumeLength = (typeof RESUME_LENGTHS)[number];

export const resumeOptionsValidator = v.object({
  length: v.union(...RESUME_LENGTHS.map((length) => v.literal(length))),
  omit: v.array(v.string()),
});
export type ResumeOptions = Infer<typeof resumeOptionsValidator>;

export const DEFAULT_RESUME_OPTIONS: ResumeOptions = { length: "full", omit: [] };

/** Points kept of a description that is a list, in a short résumé. */
export const SHORT_POINTS = 3;

/** More than the sections a draft can hold (6 built-in and the sections of one's own), each id short. */
const MAX_OMITTED = 64;
const MAX_ID_LENGTH = 64;

/** Refuses options no draft could produce (the server's check before writing). */
export function requireValidResumeOptions(options: ResumeOptions): void {
  if (options.omit.length > MAX_OMITTED || options.omit.some((id) => id.length > MAX_ID_LENGTH))
    throw appError("validation/invalid", "These résumé settings cannot be saved. Please choose the sections again.");
}
