import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyGalleryText, NO_GALLERY_FILTERS, type EmptyGalleryWords } from "../../../convex/model/templateSearch";
import { TEMPLATES } from "../../../convex/model/templates";
import TemplatesPage from "../../../src/gallery/templates.route";
import { enhanceTemplateSearch } from "../../../src/gallery/script/search";
import { i18n, switchAppLanguage } from "../../../src/i18n/i18n";
import englishGallery from "../../../src/i18n/locales/en/gallery.json";
import frenchGallery from "../../../src/i18n/locales/fr/gallery.json";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

afterEach(async () => {
  document.body.innerHTML = "";
  await switchAppLanguage("en");
});

const words = (language: string) => i18n.getFixedT(language, "gallery")("script.empty", { returnObjects: true }) as EmptyGalleryWords;
const cardNames = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading", { level: 2 }).textContent);

describe("the templates gallery in French", () => {
  it("English: the catalogue's own descriptions and the empty state's sentences as before", () => {
    for (const template of TEMPLATES) expect(englishGallery.descriptions[template.id], template.id).toBe(template.description);
    const english = words("en");
    expect(emptyGalleryText(NO_GALLERY_FILTERS, english)).toBe("No templates yet. Try another plan or category.");
    expect(emptyGalleryText({ query: "", plan: "pro", category: "Art" }, english)).toBe("No Pro Art templates yet. Try another plan or category.");
    expect(emptyGalleryText({ query: " zzz ", plan: null, category: null }, english)).toBe(
      "No templates match “zzz”. Try a name, a category such as Business, or a tag such as sidebar.",
    );
    expect(emptyGalleryText({ query: "zzz", plan: "free", category: null }, english)).toBe(
      "No Free templates match “zzz”. Try a name, a category such as Business, or a tag such as sidebar.",
    );
  });

  it("shows categories and descriptions in French, searches their French words, and says so when nothing matches", { timeout: 60_000 }, async () => {
    await switchAppLanguage("fr");
    renderWithProviders(<TemplatesPage />, { route: "/templates" });
    expect(screen.getByRole("heading", { level: 1, name: "Modèles" })).toBeInTheDocument();
    const lens = screen.getByRole("article", { name: "Lens" });
    expect(within(lens).getByText("Art")).toBeInTheDocument();
    expect(within(lens).getByText(frenchGallery.descriptions.lens)).toBeInTheDocument();
    const category = screen.getByRole("combobox", { name: "Catégorie" });
    expect(within(category).getByRole("option", { name: "Professionnel" })).toHaveValue("Business");

    const user = userEvent.setup();
    const box = screen.getByRole("textbox", { name: "Rechercher un modèle" });
    const search = async (query: string) => {
      await user.clear(box);
      if (query) await user.paste(query);
    };
    await user.click(box);
    await search("photographes");
    expect(cardNames()).toEqual(["Lens"]);
    await search("professionnel");
    expect(cardNames()).toEqual(TEMPLATES.filter((t) => t.category === "Business").map((t) => t.name));
    await user.selectOptions(screen.getByRole("combobox", { name: "Offre" }), "pro");
    await search("zzz");
    expect(
      screen.getByText("Aucun modèle Pro ne correspond à « zzz ». Essayez un nom, une catégorie comme Professionnel, ou un mot-clé comme sidebar."),
    ).toBeInTheDocument();
    // A kind without a query, plan and category in French words.
    expect(emptyGalleryText({ query: "", plan: "free", category: "Art" }, words("fr"), (id) => i18n.getFixedT("fr", "gallery")(`categories.${id}`))).toBe(
      "Aucun modèle gratuit de la catégorie Art pour l’instant. Essayez une autre offre ou une autre catégorie.",
    );
  });

  it("the page's script without React takes its words from the page: the French empty state and the cards' French words", async () => {
    await switchAppLanguage("fr");
    const t = i18n.getFixedT("fr", "gallery");
    const card = (id: "lens" | "quill", name: string, category: string) =>
      `<article data-template='${JSON.stringify({ name, category, tags: [], description: "x", shown: [t(`categories.${category}`), t(`descriptions.${id}`)], plan: "free" }).replace(/'/g, "&#39;")}'>${name}</article>`;
    document.body.innerHTML = `
      <script type="application/json" id="page-script-config">${JSON.stringify({ texts: { gallery: t("script", { returnObjects: true }) } })}</script>
      <form><input data-template-search />
        <select data-template-category><option value="">Toutes</option><option value="Art">Art</option><option value="Creative">Créatif</option></select></form>
      <p data-template-count></p>
      <div data-template-grid>${card("lens", "Lens", "Art")}${card("quill", "Quill", "Creative")}</div>
      <div data-template-empty><p data-template-empty-text></p></div>`;
    enhanceTemplateSearch();
    const box = document.querySelector<HTMLInputElement>("[data-template-search]")!;
    const shown = () => [...document.querySelectorAll<HTMLElement>("[data-template]")].filter((el) => el.style.display !== "none").map((el) => el.textContent);
    box.value = "auteur";
    box.dispatchEvent(new Event("input"));
    expect(shown()).toEqual(["Quill"]);
    expect(document.querySelector("[data-template-count]")).toHaveTextContent("1 modèle");
    const select = document.querySelector<HTMLSelectElement>("[data-template-category]")!;
    select.value = "Creative";
    box.value = "zzz";
    box.dispatchEvent(new Event("input"));
    expect(document.querySelector("[data-template-empty-text]")).toHaveTextContent(
      "Aucun modèle de la catégorie Créatif ne correspond à « zzz ». Essayez un nom, une catégorie comme Professionnel, ou un mot-clé comme sidebar.",
    );
  });
});
