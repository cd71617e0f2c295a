import { v, type Infer } from "convex/values";
import { LIMITS } from "../limits";
import { isEmail, phoneError } from "../validation";
import { checkFields, errorCollector, type FieldErrors, type ValidationMode } from "./rules";

export const contactValidator = v.object({
  phone: v.string(),
  email: v.string(),
  address: v.string(),
});
export type ContactInfo = Infer<typeof contactValidator>;

export const emptyContact = (): ContactInfo => ({ phone: "", email: "", address: "" });
export const CONTACT_LIMITS = { phone: LIMITS.phone, email: LIMITS.email, address: LIMITS.contactAddress } as const;
export type ContactField = keyof typeof CONTACT_LIMITS;
export const contactPath = <F extends ContactField>(field: F) => `contact.${field}` as const;

/** Lengths; publishing needs a phone number and an email address that look like one. */
export function contactErrors(contact: ContactInfo, mode: ValidationMode): FieldErrors {
  const { errors, check } = errorCollector(mode);
  checkFields(check, contact, CONTACT_LIMITS, contactPath, {
    phone: phoneError,
    email: (value) => (isEmail(value) ? null : "Enter a valid email address."),
  });
  return errors;
}
