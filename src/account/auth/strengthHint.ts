import { COMMON_PASSWORD_MESSAGE, passwordRuleError } from "../../../convex/model/password";

type Checker = typeof import("../../../convex/model/passwordStrength");

/**
 * What the strength hint under a new password says (the React PasswordStrength and the auth
 * pages' script): a score 0–4 and the first problem that matters — a rule the password breaks
 * ("at least 8 characters") before its being common or guessable; `fieldError`, already shown by
 * the field, is not repeated.
 */
export function strengthHint(checker: Checker, password: string, email: string, fieldError?: string | null): { score: 0 | 1 | 2 | 3 | 4; hint: string | null } {
  const strength = checker.passwordStrength(password, [email]);
  const ruleError = passwordRuleError(password, email);
  const common = checker.isCommonPassword(password);
  const score = common || ruleError !== null ? 0 : strength.score;
  const firstProblem = ruleError ?? (common ? COMMON_PASSWORD_MESSAGE : (strength.warning ?? strength.suggestions[0] ?? null));
  return { score, hint: firstProblem === fieldError ? null : firstProblem };
}

/** zxcvbn and its dictionaries (about 400 KB compressed): loaded when someone starts typing a new password. */
export const loadStrengthChecker = (): Promise<Checker> => import("../../../convex/model/passwordStrength");
