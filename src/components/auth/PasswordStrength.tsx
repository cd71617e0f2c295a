import { useEffect, useState } from "react";
import { Progress, Stack, Text } from "@mantine/core";
import { COMMON_PASSWORD_MESSAGE, passwordRuleError } from "../../../convex/model/password";
import type { PasswordStrength as Strength } from "../../../convex/model/passwordStrength";

type Checker = typeof import("../../../convex/model/passwordStrength");

const LABELS = ["Very weak", "Weak", "Fair", "Good", "Strong"] as const;
const COLORS = ["red", "red", "yellow", "teal", "green"] as const;

/**
 * The strength hint under a new password. zxcvbn and its dictionaries (about 400 KB
 * compressed) load once someone starts typing a new password, never with the rest of the app.
 * The hint names the first problem that matters: a rule the password breaks ("at least 8
 * characters") before its being common or guessable; `fieldError`, already shown by the field, is
 * not repeated.
 */
export function PasswordStrength({ password, userInputs, fieldError }: { password: string; userInputs: string[]; fieldError?: string | null }) {
  const [checker, setChecker] = useState<Checker | null>(null);
  const wanted = password !== "";
  useEffect(() => {
    if (!wanted || checker !== null) return;
    let live = true;
    import("../../../convex/model/passwordStrength")
      .then((module) => live && setChecker(module))
      // Only a hint: the server checks the password anyway.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [wanted, checker]);

  if (password === "" || checker === null) return null;
  const strength: Strength = checker.passwordStrength(password, userInputs);
  const ruleError = passwordRuleError(password, userInputs[0] ?? "");
  const common = checker.isCommonPassword(password);
  const score = common || ruleError !== null ? 0 : strength.score;
  const firstProblem = ruleError ?? (common ? COMMON_PASSWORD_MESSAGE : (strength.warning ?? strength.suggestions[0] ?? null));
  const hint = firstProblem === fieldError ? null : firstProblem;
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={((score + 1) / 5) * 100} color={COLORS[score]} size="sm" aria-label="Strength of the new password" />
      <Text size="sm" c={score < 2 ? "var(--mantine-color-error)" : "dimmed"}>
        Strength: {LABELS[score]}
        {hint ? `. ${hint}` : ""}
      </Text>
    </Stack>
  );
}
