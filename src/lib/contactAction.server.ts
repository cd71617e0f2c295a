import type { ContactOutcome, ContactProblem, ContactResult } from "./contactResult";
import { readPostedForm } from "./postedForm.server";

/** A contact form: its fields, its rules (the deployment's, from convex/model/), and how a valid message is sent. */
export type ContactForm<Field extends string> = {
  fields: readonly Field[];
  /** A field people do not see and bots fill in: then the answer is a thank-you and nothing is sent. */
  honeypot?: string;
  validate: (values: Record<Field, string>) => Partial<Record<Field, string>>;
  send: (values: Record<Field, string>) => Promise<ContactOutcome<Field>>;
};

/** A message is a few KB of text at most; anything bigger is not our form. */
const MAX_BODY_BYTES = 32 * 1024;

const HTTP_STATUS = { invalid: 400, "rate-limited": 429, closed: 403, unavailable: 503 } as const satisfies Record<ContactProblem, number>;

/**
 * The contact forms' action (/contact's and a published page's), for a form posted with or
 * without JavaScript: the rules are checked here first, so a typo costs no call, then the message
 * is sent. The answer and its HTTP status, for the route to return.
 */
export async function contactAction<Field extends string>(
  request: Request,
  form: ContactForm<Field>,
): Promise<{ result: ContactResult<Field>; status: number }> {
  const text = await readPostedForm(request, MAX_BODY_BYTES);
  if (form.honeypot !== undefined && text(form.honeypot) !== "") return { result: { status: "sent" }, status: 200 };
  const values = Object.fromEntries(form.fields.map((name) => [name, text(name)])) as Record<Field, string>;
  const invalid = form.validate(values);
  const outcome: ContactOutcome<Field> = Object.keys(invalid).length > 0 ? { status: "invalid", fields: invalid } : await form.send(values);
  // Only the answer's own fields go back to the page (the deployment's JSON may say more).
  if (outcome.status === "sent") return { result: { status: "sent" }, status: 200 };
  const { status, message, fields = {} } = outcome;
  return { result: { status, ...(message !== undefined && { message }), fields, values }, status: HTTP_STATUS[status] };
}
