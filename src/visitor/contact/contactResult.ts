import type { ContactMessage } from "../../../convex/model/contact";

/** The texts the contact form shows after sending, with or without JavaScript. */
export const CONTACT_TEXTS = {
  sentTitle: "Message sent",
  sent: "Thank you! We will get back to you soon.",
  failedTitle: "Message not sent",
  failed: "Your message could not be sent. Please try again.",
  sending: "Sending...",
} as const;

/** What /contact's action answered a form posted without JavaScript (what was typed comes back when not sent). */
export type ContactResult = { status: "sent" } | { status: "failed"; message: string; fields: Record<string, string>; values: ContactMessage };
