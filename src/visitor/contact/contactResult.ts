import type { ContactMessage } from "../../../convex/model/contact";

/** The texts the contact form shows after sending, with or without JavaScript. */
export const CONTACT_TEXTS = {
  sentTitle: "Message sent",
  sent: "Thank you! We will get back to you soon.",
  failedTitle: "Message not sent",
  failed: "Your message could not be sent. Please try again.",
  invalid: "Please correct the highlighted fields.",
  sending: "Sending...",
} as const;

export type ContactField = keyof ContactMessage;

/** The form's fields, in order. */
export const CONTACT_FIELDS = ["name", "email", "phno", "message"] as const satisfies readonly ContactField[];
