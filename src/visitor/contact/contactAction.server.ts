import { api } from "../../../convex/_generated/api";
import { validateContactMessage } from "../../../convex/model/contact";
import { errorData } from "../../../convex/model/errors";
import type { ContactForm } from "../../lib/contactAction.server";
import { serverMutation } from "../../lib/serverConvex.server";
import { CONTACT_FIELDS, type ContactField } from "./contactResult";

/**
 * /contact's form as the contact forms' pipeline (src/lib/contactAction.server.ts) sends it when
 * posted without JavaScript (the page's script sends it through Convex's HTTP API instead): the
 * shared rules, then the same `contact:send`, whose refusal keeps the deployment's words.
 */
export function supportContactForm(context: Parameters<typeof serverMutation>[0]): ContactForm<ContactField> {
  return {
    fields: CONTACT_FIELDS,
    validate: validateContactMessage,
    send: async (values) => {
      try {
        await serverMutation(context, api.contact.send, values);
        return { status: "sent" };
      } catch (error) {
        const known = errorData(error);
        if (known) return { status: known.code === "contact/rate-limited" ? "rate-limited" : "invalid", message: known.message, fields: known.fields };
        console.warn(`A contact message could not be sent: ${(error as Error).message}`);
        return { status: "unavailable" };
      }
    },
  };
}
