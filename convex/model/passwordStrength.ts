import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import { translations } from "@zxcvbn-ts/language-en";
// Single lists rather than the package's whole dictionary (the package has no side effects, so
// the lists not imported here stay out of the bundle).
import commonWords from "@zxcvbn-ts/language-en/dist/commonWords.json.mjs";
import firstnames from "@zxcvbn-ts/language-en/dist/firstnames.json.mjs";
import wordSequences from "@zxcvbn-ts/language-en/dist/wordSequences.json.mjs";

/**
 * zxcvbn-ts with its common dictionaries (leaked passwords, diceware) and the English common
 * words, first names and word sequences. English last names and Wikipedia words are left out:
 * they would add 750 KB to what a browser downloads for the hint and change little. Still large
 * (about 400 KB compressed): import this module dynamically (see model/password.ts and the
 * PasswordStrength component), never from a module every page or function loads.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, "commonWords-en": commonWords, "firstnames-en": firstnames, ...wordSequences },
  graphs: common.adjacencyGraphs,
  translations,
});

/**
 * A password is common when zxcvbn explains all of it as one entry of its leaked-passwords list,
 * as is or with the usual disguises (case, l33t, reversed: "12345678", "P@ssw0rd"), or rates it
 * guessable in under a thousand tries ("aaaaaaaa", "abcdefgh").
 */
export function isCommonPassword(password: string): boolean {
  const { sequence, score } = zxcvbn.check(password);
  if (score === 0) return true;
  return (
    sequence.length === 1 &&
    sequence[0].pattern === "dictionary" &&
    sequence[0].dictionaryName === "passwords-common" &&
    sequence[0].token.length === password.length
  );
}

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; warning: string | null; suggestions: string[] };

/** The sign-up page's strength hint; `userInputs` (email, name) count as easy to guess. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const result: ZxcvbnResult = zxcvbn.check(password, userInputs);
  return { score: result.score, warning: result.feedback.warning, suggestions: result.feedback.suggestions };
}
