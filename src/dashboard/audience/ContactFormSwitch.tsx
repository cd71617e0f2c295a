import { useMutation } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { SettingSwitch } from "../SettingSwitch";

/** The owner's opt-in for the contact form on their published page. */
export function ContactFormSwitch({ enabled }: { enabled: boolean }) {
  const setContactForm = useMutation(api.audience.setContactForm);
  return (
    <SettingSwitch
      label="Show a contact form on my portfolio"
      description="Visitors can send you a message (name, email and text). Messages arrive in your inbox below and by email; their addresses are shown only to you."
      checked={enabled}
      save={(next) => setContactForm({ enabled: next })}
    />
  );
}
