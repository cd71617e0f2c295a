import { data } from "react-router";
import { MESSAGE_FIELDS, validateVisitorMessage, type PageKey } from "../../convex/model/audience";
import { sendVisitorMessage } from "./audience.server";
import { readPostedForm } from "../lib/postedForm.server";
import type { ContactResult } from "./ContactForm";

/** A message is a few KB of text at most; anything bigger is not our form. */
const MAX_BODY_BYTES = 32 * 1024;

/**
 * The public page's action: the contact form's POST (with or without JavaScript). The honeypot
 * gets a thank-you and nothing is sent; the rules are checked here first (model/audience.ts, the
 * same as the deployment's) so a typo costs no call.
 */
export async function contactAction(request: Request, context: Parameters<typeof sendVisitorMessage>[1], key: PageKey | null) {
  if (key === null) throw data({ reason: "not-available" }, { status: 404 });
  const text = await readPostedForm(request, MAX_BODY_BYTES);
  const contact = (result: ContactResult, status = 200) => data({ contact: result }, { status });
  if (text(MESSAGE_FIELDS.honeypot) !== "") return contact({ status: "sent" });
  const values = { name: text(MESSAGE_FIELDS.name), email: text(MESSAGE_FIELDS.email), message: text(MESSAGE_FIELDS.message) };
  const fields = validateVisitorMessage(values);
  if (Object.keys(fields).length > 0) return contact({ status: "invalid", fields, values }, 400);
  const outcome = await sendVisitorMessage(request, context, key, values);
  if (outcome.status === "sent") return contact({ status: "sent" });
  if (outcome.status === "invalid") return contact({ status: "invalid", fields: outcome.fields, values }, 400);
  return contact({ status: outcome.status, values }, outcome.status === "rate-limited" ? 429 : outcome.status === "closed" ? 403 : 503);
}
