import { createContext, useContext, type ReactNode } from "react";

/**
 * What the page around a template adds to its Contact section: on a published page, the owner's
 * contact form, so it sits in the section it belongs to, in the template's own look.
 */
export const ContactSlotContext = createContext<ReactNode>(null);

export function ContactSlot() {
  return useContext(ContactSlotContext);
}
