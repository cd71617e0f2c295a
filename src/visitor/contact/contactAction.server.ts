import { data } from "react-router";
import { api } from "../../../convex/_generated/api";
import { validateContactMessage, type ContactMessage } from "../../../convex/model/contact";
import { errorData } from "../../../convex/model/errors";
import { serverMutation } from "../../lib/serverConvex.server";
import { readPostedForm } from "../../lib/postedForm.server";
import { CONTACT_TEXTS, type ContactResult } from "./contactResult";

/** A message is a few KB of text at most; anything bigger is not our form. */
const MAX_BODY_BYTES = 32 * 1024;

const FIELDS = ["name", "email", "phno", "message"] as const satisfies readonly (keyof ContactMessage)[];

/**
 * /contact's form posted without JavaScript (the page's script sends it through Convex's HTTP API
 * instead): the shared rules first, so a typo costs no call, then the same `contact:send`.
 */
export async function contactAction(request: Request, context: Parameters<typeof serverMutation>[0]) {
  const field = await readPostedForm(request, MAX_BODY_BYTES);
  const values = Object.fromEntries(FIELDS.map((name) => [name, field(name)])) as ContactMessage;
  const failed = (message: string, fields: Record<string, string>, status: number) =>
    data<ContactResult>({ status: "failed", message, fields, values }, { status });
  const fields = validateContactMessage(values);
  if (Object.keys(fields).length > 0) return failed("Please correct the highlighted fields.", fields, 400);
  try {
    await serverMutation(context, api.contact.send, values);
    return data<ContactResult>({ status: "sent" });
  } catch (error) {
    const known = errorData(error);
    if (known) return failed(known.message, known.fields ?? {}, known.code === "contact/rate-limited" ? 429 : 400);
    console.warn(`A contact message could not be sent: ${(error as Error).message}`);
    return failed(CONTACT_TEXTS.failed, {}, 503);
  }
}
