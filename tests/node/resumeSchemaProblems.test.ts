import { readdirSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { ErrorObject } from "ajv";
import { schemaProblems } from "../../src/account/data/resumeSchema";
import { schemaProblem } from "../../src/account/data/schemaProblem";
import { i18n, loadAppLanguage } from "../../src/i18n/i18n";
import { translateMessage } from "../../src/i18n/messages";

const RESUMES_DIR = "/work/shared/testdata/resumes";
const resume = (file: string): unknown => JSON.parse(readFileSync(`${RESUMES_DIR}/${file}`, "utf8"));

/** The parts of a résumé the tests break. */
type Resume = { basics: { email: unknown; url: unknown; location: { postalCode: unknown } }; work: { startDate: unknown }[]; skills: { keywords: unknown }[] };

/** A real résumé (Spanish, from GitHub) broken the ways people's files are: the schema's problems with it. */
function brokenCopy() {
  const broken = resume("0bCdian.resume.json") as Resume;
  broken.basics.email = "alicia at example.com";
  broken.basics.url = "my site";
  broken.basics.location.postalCode = 33201;
  broken.work[0].startDate = "March 2021";
  broken.skills[0].keywords = "JavaScript, CSS";
  return schemaProblems(broken);
}

const inLanguage = (language: string) => (problem: string) => translateMessage(i18n.getFixedT(language, "messages"), problem);

beforeAll(async () => {
  await Promise.all([loadAppLanguage("fr"), loadAppLanguage("es")]);
});

describe("a JSON Resume file's schema problems", () => {
  it("the real files have none", () => {
    const files = readdirSync(RESUMES_DIR).filter((file) => file.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) expect(schemaProblems(resume(file)), file).toEqual([]);
  });

  it("name the field and say what it must be, in the catalogue's English (never ajv's patterns)", () => {
    expect(brokenCopy()).toEqual([
      "basics.email must be an email address.",
      "basics.url must be a web address (URL).",
      "basics.location.postalCode must be text.",
      "work[0].startDate must be a date written YYYY-MM-DD, YYYY-MM or YYYY.",
      "skills[0].keywords must be a list.",
    ]);
    expect(schemaProblems([resume("thomasdavis.resume.json")])).toEqual(["The file must be an object."]);
  });

  it("read well in French and Spanish, the field's path kept", () => {
    expect(brokenCopy().map(inLanguage("fr"))).toEqual([
      "basics.email doit être une adresse e-mail.",
      "basics.url doit être une adresse web (URL).",
      "basics.location.postalCode doit être du texte.",
      "work[0].startDate doit être une date au format AAAA-MM-JJ, AAAA-MM ou AAAA.",
      "skills[0].keywords doit être une liste.",
    ]);
    expect(brokenCopy().map(inLanguage("es"))).toEqual([
      "basics.email debe ser una dirección de correo electrónico.",
      "basics.url debe ser una dirección web (URL).",
      "basics.location.postalCode debe ser texto.",
      "work[0].startDate debe ser una fecha con el formato AAAA-MM-DD, AAAA-MM o AAAA.",
      "skills[0].keywords debe ser una lista.",
    ]);
    expect(schemaProblems("a résumé").map(inLanguage("fr"))).toEqual(["Le fichier doit être un objet."]);
  });

  it("has a sentence for each keyword a schema may use, translated", () => {
    const error = (keyword: string, params: Record<string, unknown>, instancePath = "/basics"): ErrorObject => ({
      keyword,
      params,
      instancePath,
      schemaPath: "#/x",
    });
    const problems = [
      error("required", { missingProperty: "name" }),
      error("additionalProperties", { additionalProperty: "nickname" }, ""),
      error("enum", { allowedValues: ["beginner", "expert"] }, "/skills/0/level"),
      error("minLength", { limit: 2 }, "/basics/name"),
      error("type", { type: "boolean" }, "/work/1/pinned"),
      error("pattern", { pattern: "^[a-z]+$" }, "/basics/label"),
      error("maximum", { limit: 5 }, "/basics/age"),
    ].map(schemaProblem);
    expect(problems).toEqual([
      "basics is missing its “name” field.",
      "The file has a field the schema does not allow: “nickname”.",
      'skills[0].level must be one of: "beginner", "expert".',
      "basics.name must be at least 2 characters long.",
      "work[1].pinned must be true or false.",
      "basics.label is not in the expected format.",
      "basics.age is not valid.",
    ]);
    expect(problems.map(inLanguage("fr"))).toEqual([
      "basics\u00a0: il manque le champ «\u00a0name\u00a0».",
      "Le fichier contient un champ que le schéma n’autorise pas\u00a0: «\u00a0nickname\u00a0».",
      'skills[0].level doit valoir l’une de ces valeurs\u00a0: "beginner", "expert".',
      "basics.name doit compter au moins 2 caractères.",
      "work[1].pinned doit valoir true ou false.",
      "basics.label n’est pas au format attendu.",
      "basics.age n’est pas valide.",
    ]);
    for (const problem of problems.map(inLanguage("es"))) expect(problem).not.toMatch(/ must | is | has /);
  });
});
