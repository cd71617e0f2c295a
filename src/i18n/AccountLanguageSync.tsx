import { useEffect } from "react";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { applyAppLanguage, deviceLanguage } from "./applyAppLanguage";

/**
 * A signed-in person on a device that has no choice of its own yet (no `lang` cookie) gets their
 * account's language: the server could not know it (the session lives in the browser).
 */
export function AccountLanguageSync() {
  const user = useQuery(api.users.current);
  const { i18n } = useTranslation();
  const language = user?.language ?? null;
  useEffect(() => {
    if (language !== null && deviceLanguage() === null && language !== i18n.language) void applyAppLanguage(language);
  }, [language, i18n]);
  return null;
}
