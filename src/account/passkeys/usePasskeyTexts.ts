import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { PasskeyTexts } from "../../../convex/model/passkeys";

/** The passkey words in the app's language (the auth catalogue's `passkey` group, which the sign-in pages' script also gets). */
export function usePasskeyTexts(): PasskeyTexts {
  const { t } = useTranslation("auth");
  return useMemo(() => t("passkey", { returnObjects: true }) as PasskeyTexts, [t]);
}
