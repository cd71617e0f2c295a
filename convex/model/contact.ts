import { LIMITS } from "./limits";
import { collectErrors, emailError, phoneError, requiredError } from "./validation";

/**
 * The contact form's message (convex/contact.ts validates its arguments as this). No Convex
 * imports here: the visitor page's script bundles these rules (scripts/lib/publicPageScript.ts).
 */
export type ContactMessage = { name: string; email: string; phno: string; message: string };

export const SUPPORT = { email: "support@portfoliobuilder.app", phone: "+1 (555) 010-2025" } as const;

/** Spec §5: name, email and phone are required; the message is optional. */
export function validateContactMessage(input: ContactMessage): Record<string, string> {
  return collectErrors({
    name: requiredError(input.name, "Full name", LIMITS.name),
    email: emailError(input.email),
    phno: requiredError(input.phno, "Phone number", LIMITS.phone) ?? phoneError(input.phno),
    message: input.message.length > LIMITS.contactMessage ? `Message must be at most ${LIMITS.contactMessage} characters.` : null,
  });
}
