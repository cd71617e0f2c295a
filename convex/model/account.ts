import { v, type Infer } from "convex/values";
import { LIMITS } from "./limits";
import { collectErrors, emailError, isPastDate, phoneError, requiredError } from "./validation";

export const GENDERS = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "non-binary", label: "Non-binary" },
  { value: "other", label: "Other" },
  { value: "prefer-not-to-say", label: "Prefer not to say" },
] as const;

export const accountFieldsValidator = v.object({
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  dob: v.string(),
  gender: v.string(),
  address: v.string(),
});
export type AccountFields = Infer<typeof accountFieldsValidator>;

/** Spec §5: every account field is required. */
export function validateAccount(fields: AccountFields, today: Date = new Date()): Record<string, string> {
  return collectErrors({
    name: requiredError(fields.name, "Name", LIMITS.name),
    email: emailError(fields.email),
    phone: requiredError(fields.phone, "Phone", LIMITS.phone) ?? phoneError(fields.phone),
    dob: fields.dob.trim() === "" ? "Date of birth is required." : isPastDate(fields.dob, today) ? null : "Enter a real date in the past.",
    gender: fields.gender === "" ? "Gender is required." : GENDERS.some((g) => g.value === fields.gender) ? null : "Choose one of the options.",
    address: requiredError(fields.address, "Address", LIMITS.contactAddress),
  });
}

/** A user document's account fields as the app shows and exports them (missing ones empty). */
export function accountFieldsOf(user: { email?: string; name?: string; phone?: string; dob?: string; gender?: string; address?: string }): AccountFields {
  return {
    email: user.email ?? "",
    name: user.name ?? "",
    phone: user.phone ?? "",
    dob: user.dob ?? "",
    gender: user.gender ?? "",
    address: user.address ?? "",
  };
}
