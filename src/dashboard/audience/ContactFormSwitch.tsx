import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { SettingSwitch } from "../SettingSwitch";

/** The owner's opt-in for the contact form on their published page. */
export function ContactFormSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("dashboard");
  const setContactForm = useMutation(api.audience.setContactForm);
  return (
    <SettingSwitch
      label={t("contactForm.label")}
      description={t("contactForm.description")}
      checked={enabled}
      save={(next) => setContactForm({ enabled: next })}
    />
  );
}
