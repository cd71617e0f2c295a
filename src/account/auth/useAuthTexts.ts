import { useTranslation } from "react-i18next";
import type { AuthTexts } from "./authTexts";

/** /login's or /signup's words in the app's language (the auth catalogue; authTexts.ts keeps the English for the pages' script). */
export function useAuthTexts(mode: "signIn" | "signUp"): AuthTexts {
  const { t } = useTranslation("auth");
  return t(mode === "signUp" ? "signup" : "login", { returnObjects: true }) as AuthTexts;
}
