import { describe, expect, test } from "vitest";
import { customSectionErrors, emptyCustomEntry } from "../../convex/model/customSections";
import { emptyFormData, formDataValidator, validateFormData, type PortfolioFormData } from "../../convex/model/formData";
import { linkErrors, emptyLinks } from "../../convex/model/links";
import { aboutErrors } from "../../convex/model/sections/about";
import { contactErrors, emptyContact } from "../../convex/model/sections/contact";
import { educationErrors, emptyEducation } from "../../convex/model/sections/education";
import { emptyExperience, experienceErrors } from "../../convex/model/sections/experience";
import { FIELD_LIMITS, limitOf } from "../../convex/model/sections/fieldLimits";
import { emptyPersonal, personalErrors } from "../../convex/model/sections/personal";
import { emptyProject, projectErrors } from "../../convex/model/sections/projects";
import { emptySkill, skillErrors } from "../../convex/model/sections/skills";
import { emptySocialLinks, socialLinkErrors } from "../../convex/model/sections/socialLinks";
import { DEFAULT_THEME, themeErrors } from "../../convex/model/theme";

/** A filled-in portfolio that every section's publish rules accept. */
const sample: PortfolioFormData = {
  ...emptyFormData(),
  name: "Ada Lovelace",
  role: "Engineer",
  bio: "Writes programs for engines that do not exist yet.",
  about: "I like **notes**.",
  socialLinks: { ...emptySocialLinks(), github: "https://github.com/ada" },
  skills: [{ name: "Analysis", percentage: 90 }],
  experience: [{ title: "Translator", company: "Taylor's Scientific Memoirs", duration: "1842 – 1843", description: "Notes A to G." }],
  projects: [{ title: "Note G", link: "https://example.com/note-g", description: "Bernoulli numbers.", project_image: null, technology: "Analytical Engine" }],
  education: [{ type: "UG", degree: "Mathematics", institution: "Home", school: "", year: "1835", cgpa: "" }],
  contact: { phone: "+44 20 7946 0000", email: "ada@example.com", address: "London" },
  links: { ...emptyLinks(), website: "https://ada.example", custom: [{ label: "Blog", url: "https://blog.example" }] },
  theme: DEFAULT_THEME,
  customSections: [{ id: "awards1", title: "Awards", entries: [{ ...emptyCustomEntry(), title: "First programmer", link: "https://example.com" }] }],
};

/** Each section's own rules, over its part of PortfolioFormData. */
const sectionRules: [string, (data: PortfolioFormData, mode: "draft" | "publish") => Record<string, string>][] = [
  ["personal", (d, mode) => personalErrors(d, mode)],
  ["about", (d, mode) => aboutErrors(d.about, mode)],
  ["socialLinks", (d, mode) => socialLinkErrors(d.socialLinks, mode)],
  ["skills", (d, mode) => skillErrors(d.skills, mode)],
  ["experience", (d, mode) => experienceErrors(d.experience, mode)],
  ["projects", (d, mode) => projectErrors(d.projects, mode)],
  ["education", (d, mode) => educationErrors(d.education, mode)],
  ["contact", (d, mode) => contactErrors(d.contact, mode)],
  ["links", (d, mode) => linkErrors(d.links, mode)],
  ["theme", (d) => themeErrors(d.theme)],
  ["customSections", (d, mode) => customSectionErrors(d.customSections, mode)],
];

/** The form with one blank entry in every list, so each list field has a path (index 0). */
const withEntries = (): PortfolioFormData => ({
  ...emptyFormData(),
  skills: [emptySkill()],
  experience: [emptyExperience()],
  projects: [emptyProject()],
  education: [emptyEducation()],
  customSections: [{ id: "s1", title: "Awards", entries: [emptyCustomEntry()] }],
});

/** `data` with the text at a form path (`experience.0.title`) replaced. */
function setAt(data: PortfolioFormData, path: string, value: string): PortfolioFormData {
  const next = structuredClone(data) as unknown as Record<string, unknown>;
  const keys = path.split(".");
  const parent = keys.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, next);
  parent[keys.at(-1)!] = value;
  return next as unknown as PortfolioFormData;
}

/** A limit's generic path (`customSections.entries.title`) at index 0 (`customSections.0.entries.0.title`). */
const atFirst = (field: string) =>
  field.replace(/^(skills|experience|projects|education|customSections)\./, "$1.0.").replace(/^customSections\.0\.entries\./, "customSections.0.entries.0.");

describe("the section modules and the composed PortfolioFormData rules agree", () => {
  test("each section's defaults pass its own rules and the composed validator, in both modes", () => {
    const defaults: Partial<PortfolioFormData>[] = [
      emptyPersonal(),
      { socialLinks: emptySocialLinks() },
      { contact: emptyContact() },
      { links: emptyLinks() },
      { theme: DEFAULT_THEME },
      withEntries(),
    ];
    for (const mode of ["draft", "publish"] as const) {
      for (const part of defaults) {
        const data = { ...emptyFormData(), ...part, name: "Ada" };
        expect(validateFormData(data, mode)).toEqual({});
        for (const [, rules] of sectionRules) expect(rules(data, mode)).toEqual({});
      }
    }
    expect(validateFormData(emptyFormData(), "draft")).toEqual({});
    // Publishing needs a name, and nothing else of an empty form.
    expect(personalErrors(emptyPersonal(), "publish")).toEqual({ name: "Your name is required to publish." });
    expect(validateFormData(emptyFormData(), "publish")).toEqual({ name: "Your name is required to publish." });
  });

  test("a filled-in sample passes every section and the whole; the composed errors are the union of the sections'", () => {
    expect(validateFormData(sample, "publish")).toEqual({});
    for (const [section, rules] of sectionRules) expect([section, rules(sample, "publish")]).toEqual([section, {}]);

    const broken: PortfolioFormData = {
      ...sample,
      name: "",
      socialLinks: { ...sample.socialLinks, twitter: "javascript:alert(1)" },
      skills: [{ name: "x", percentage: 101 }],
      projects: [{ ...sample.projects[0], link: "ftp://example.com" }],
      contact: { ...sample.contact, phone: "12", email: "nope" },
      links: { ...emptyLinks(), custom: [{ label: "", url: "https://example.com" }] },
      theme: { accent: "red", fonts: "template", scheme: "template" },
      customSections: [{ id: "awards1", title: "", entries: [{ ...emptyCustomEntry(), link: "data:x" }] }],
    };
    const union = Object.assign({}, ...sectionRules.map(([, rules]) => rules(broken, "publish")));
    expect(validateFormData(broken, "publish")).toEqual(union);
    expect(Object.keys(union)).toHaveLength(10);
  });

  test.each(Object.entries(FIELD_LIMITS))("%s: one character over its limit is reported at the path the builder binds, in drafts", (field, max) => {
    const path = atFirst(field);
    expect(limitOf(path)).toBe(max);
    const data = setAt(withEntries(), path, "x".repeat(max + 1));
    expect(validateFormData(data, "draft")).toEqual({ [path]: `Must be at most ${max} characters.` });
    expect(validateFormData(setAt(withEntries(), path, "x".repeat(max)), "draft")).toEqual({});
  });

  test("the schema still has every field of the form", () => {
    expect(Object.keys(formDataValidator.fields).sort()).toEqual(
      [...Object.keys(emptyFormData()), "links", "sections", "theme", "customSections", "resume", "language", "translations"].sort(),
    );
  });
});
