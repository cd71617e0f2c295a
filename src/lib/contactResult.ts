/**
 * What the contact forms (/contact's and a published page's) answer, one shape for both: the
 * server's action (./contactAction.server.ts) writes it, each form words it its own way.
 */

/** Why a message was not sent. */
export type ContactProblem = "invalid" | "rate-limited" | "closed" | "unavailable";

/** What sending a message came to: sent, or why not, with the deployment's words and the fields to correct when it gave them. */
export type ContactOutcome<Field extends string = string> =
  { status: "sent" } | { status: ContactProblem; message?: string; fields?: Partial<Record<Field, string>> };

/** A contact form's answer to a post: sent, or not, and then what was typed, which the form shows again. */
export type ContactResult<Field extends string = string> =
  { status: "sent" } | { status: ContactProblem; message?: string; fields: Partial<Record<Field, string>>; values: Record<Field, string> };
