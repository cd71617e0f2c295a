import { data } from "react-router";
import { MESSAGE_FIELDS, validateVisitorMessage, type PageKey } from "../../convex/model/audience";
import { contactAction } from "../lib/contactAction.server";
import { sendVisitorMessage } from "./audience.server";

/**
 * A published page's action: its contact form's POST (with or without JavaScript), through the
 * contact forms' pipeline (src/lib/contactAction.server.ts) with the page's rules
 * (model/audience.ts, the same as the deployment's) and the honeypot; the answer under `contact`
 * (the page's other form is the unlock form).
 */
export async function pageContactAction(request: Request, context: Parameters<typeof sendVisitorMessage>[1], key: PageKey | null) {
  if (key === null) throw data({ reason: "not-available" }, { status: 404 });
  const { result, status } = await contactAction(request, {
    fields: [MESSAGE_FIELDS.name, MESSAGE_FIELDS.email, MESSAGE_FIELDS.message],
    honeypot: MESSAGE_FIELDS.honeypot,
    validate: validateVisitorMessage,
    send: (values) => sendVisitorMessage(request, context, key, values),
  });
  return data({ contact: result }, { status });
}
