import { afterEach, describe, expect, it } from "vitest";
import { changedSections, type PortfolioState, type SectionChange } from "../../../convex/model/portfolioChanges";
import { emptyFormData, type PortfolioFormData } from "../../../convex/model/formData";
import { emptyLinks } from "../../../convex/model/links";
import { i18n, switchAppLanguage } from "../../../src/i18n/i18n";
import { describeChange, upperFirst } from "../../../src/publishing/changeSummary";

const base = (overrides: Partial<PortfolioFormData> = {}): PortfolioFormData => ({
  ...emptyFormData(),
  name: "Ada",
  skills: [{ name: "Maths" }, { name: "Poetry", percentage: 80 }],
  projects: [{ title: "Engine", link: "https://example.com", description: "", project_image: null, technology: "" }],
  ...overrides,
});

const published: PortfolioState = {
  templateId: "minimalist",
  formData: base({
    translations: [{ id: "fr", publish: true, texts: [{ id: "role", text: "Ingénieure" }] }],
    customSections: [{ id: "t", title: "Talks", entries: [] }],
  }),
};
/** One draft touching every kind of change the dashboard and the import preview word. */
const draft: PortfolioState = {
  templateId: "bold",
  formData: base({
    name: "Ada L.",
    about: "More",
    image: "kg2abc" as PortfolioFormData["image"],
    skills: [{ name: "Poetry", percentage: 80 }, { name: "Maths" }],
    projects: [],
    experience: [
      { title: "Analyst", company: "Engine Co", duration: "", description: "" },
      { title: "Writer", company: "", duration: "", description: "" },
    ] as PortfolioFormData["experience"],
    customSections: [
      { id: "a", title: "Awards", entries: [] },
      { id: "u", title: "", entries: [] },
    ],
    contact: { phone: "", email: "ada@example.com", address: "" },
    socialLinks: { github: "https://github.com/ada", linkedin: "", twitter: "", facebook: "", instagram: "x" },
    links: { ...emptyLinks(), website: "https://ada.example", custom: [{ label: "Notes", url: "https://ada.example/n" }] },
    sections: [{ id: "contact", visible: false }],
    theme: { accent: "#be123c", fonts: "template", scheme: "dark" },
    language: "de",
    translations: [
      { id: "fr", publish: true, texts: [{ id: "role", text: "Ingénieur" }] },
      { id: "ar", publish: true, texts: [] },
    ],
  }),
};

/** Each line as the dashboard shows it (capitalised) in the given language. */
const dashboardLines = (language: string, changes: SectionChange[] = changedSections(published, draft)) => {
  const t = i18n.getFixedT(language, "publishing");
  return changes.map((change) => [change.section, upperFirst(describeChange(change, t, language), language)]);
};

describe("change summaries in the reader's language", () => {
  afterEach(async () => {
    await switchAppLanguage("en");
  });

  it("English: the sentences the app has always shown", () => {
    expect(dashboardLines("en")).toEqual([
      ["template", "Minimalist → Bold"],
      ["profile", "Name, about, photo changed"],
      ["skills", "Reordered"],
      ["experience", "2 entries added or edited"],
      ["projects", "1 entry removed or edited"],
      ["customSections", "“Awards” added, “Untitled section” added, “Talks” removed"],
      ["contact", "Email changed"],
      ["socialLinks", "GitHub, Instagram changed"],
      ["links", "Website, custom links changed"],
      ["sections", "Order or visibility changed"],
      ["theme", "Accent colour, colour scheme changed"],
      ["languages", "Main language English → German, French changed, Arabic added"],
    ]);
    const edited: SectionChange = { section: "skills", facts: { kind: "entries", added: 1, removed: 1 } };
    expect(dashboardLines("en", [edited])).toEqual([["skills", "1 entry added or edited, 1 entry removed or edited"]]);
    // Inside the import preview's sentence the summary is not capitalised.
    expect(describeChange({ section: "contact", facts: { kind: "fields", fields: ["email"] } }, i18n.getFixedT("en", "publishing"), "en")).toBe(
      "email changed",
    );
  });

  it("French: catalogue words, lists joined the French way, language names in French", async () => {
    await switchAppLanguage("fr");
    expect(dashboardLines("fr")).toEqual([
      ["template", "Minimalist → Bold"],
      ["profile", "Modifications\u00a0: nom, présentation et photo"],
      ["skills", "Réordonné"],
      ["experience", "2 entrées ajoutées ou modifiées"],
      ["projects", "1 entrée supprimée ou modifiée"],
      ["customSections", "«\u00a0Awards\u00a0» ajoutée, «\u00a0Section sans titre\u00a0» ajoutée et «\u00a0Talks\u00a0» supprimée"],
      ["contact", "Modification\u00a0: e-mail"],
      ["socialLinks", "Modifications\u00a0: GitHub et Instagram"],
      ["links", "Modifications\u00a0: site web et liens personnalisés"],
      ["sections", "Ordre ou visibilité modifiés"],
      ["theme", "Modifications\u00a0: couleur d’accent et jeu de couleurs"],
      ["languages", "Langue principale\u00a0: anglais → allemand, français modifié et arabe ajouté"],
    ]);
  });

  it("Spanish: the same facts in Spanish", async () => {
    await switchAppLanguage("es");
    expect(Object.fromEntries(dashboardLines("es"))).toMatchObject({
      profile: "Cambios en nombre, presentación, foto",
      experience: "2 entradas añadidas o editadas",
      languages: "Idioma principal: inglés → alemán, francés cambiado, árabe añadido",
    });
  });
});
