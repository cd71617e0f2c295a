import { useEffect, useState } from "react";
import { Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { STRENGTH_COLORS } from "./authTexts";
import { loadStrengthChecker, strengthHint } from "./strengthHint";

type Checker = Awaited<ReturnType<typeof loadStrengthChecker>>;

/**
 * The strength hint under a new password (strengthHint). zxcvbn loads once someone starts typing
 * a new password, never with the rest of the app.
 */
export function PasswordStrength({ password, userInputs, fieldError }: { password: string; userInputs: string[]; fieldError?: string | null }) {
  const { t } = useTranslation("auth");
  const [checker, setChecker] = useState<Checker | null>(null);
  const wanted = password !== "";
  useEffect(() => {
    if (!wanted || checker !== null) return;
    let live = true;
    loadStrengthChecker()
      .then((module) => live && setChecker(module))
      // Only a hint: the server checks the password anyway.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wanted, checker]);

  if (password === "" || checker === null) return null;
  const { score, hint } = strengthHint(checker, password, userInputs[0] ?? "", fieldError);
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={((score + 1) / 5) * 100} color={STRENGTH_COLORS[score]} size="sm" aria-label={t("strength.bar")} />
      <Text size="sm" c={score < 2 ? "var(--mantine-color-error)" : "dimmed"}>
        {t("strength.line", { label: t(`strength.labels.${score}`) })}
        {hint ? `. ${hint}` : ""}
      </Text>
    </Stack>
  );
}
