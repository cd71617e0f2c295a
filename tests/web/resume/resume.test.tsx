import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { strFromU8, unzipSync } from "fflate";
import { bytesOf } from "../blobBytes";
import { api } from "../../../convex/_generated/api";
import type { PortfolioFormData } from "../../../convex/model/formData";
import { TEMPLATE_IDS } from "../../../convex/model/templates";
import ResumePage from "../../../src/resume/resume.route";
import { resumeLook, TEMPLATE_LOOKS } from "../../../src/resume/resumeLook";
import { sampleFormData } from "../../../src/sample/samplePortfolio";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";
import { TALKS_FIRST_SECTIONS } from "../../support/resumeSections";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

/** The sample, with a section of one's own moved to the top and Skills hidden. */
const formData: PortfolioFormData = {
  ...sampleFormData,
  customSections: [
    {
      id: "talks",
      title: "Talks",
      entries: [
        { id: "t1", title: "Calm interfaces", subtitle: "Frontend Lisbon", date: "2024", description: "", link: "https://talks.example/calm", image: null },
        { id: "t2", title: "", subtitle: "", date: "", description: "", link: "", image: null },
      ],
    },
  ],
  sections: TALKS_FIRST_SECTIONS,
};

const show = (data: PortfolioFormData | null | undefined, templateId = "modern") => {
  fakeConvex.setAuth({ isAuthenticated: true });
  fakeConvex.setQuery(api.drafts.get, data && { templateId, formData: data, revision: 4, updatedAt: 0, images: {}, editedBy: null });
  return renderWithProviders(<ResumePage />, { route: "/resume" });
};

const sectionHeadings = () =>
  within(screen.getByRole("article", { name: "Résumé" }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

describe("the résumé", () => {
  it("renders the visible sections in the portfolio's order, its own sections included, hidden ones left out", () => {
    show(formData);
    expect(screen.getByRole("heading", { level: 1, name: "Nadia Okafor" })).toBeInTheDocument();
    expect(screen.getByText("Product Designer & Front-end Developer")).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(["Talks", "About", "Experience", "Education", "Projects"]);
    expect(screen.queryByText("Figma", { exact: true })).not.toBeInTheDocument();
    // The blank entry the builder appends is not printed.
    expect(within(screen.getByRole("region", { name: "Talks" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("prints contact details and links as readable text that keeps its href", () => {
    show(formData);
    const details = screen.getByRole("list", { name: "Contact and links" });
    expect(within(details).getByRole("link", { name: "hello@nadia-okafor.example" })).toHaveAttribute("href", "mailto:hello@nadia-okafor.example");
    expect(within(details).getByRole("link", { name: "github.com/nadia-okafor-studio" })).toHaveAttribute("href", "https://github.com/nadia-okafor-studio");
    expect(within(details).getByText(/Rua das Flores 28/)).toBeInTheDocument();
    // The owner's own link says what it is; a platform's address says it by itself (the label is for screen readers).
    expect(within(details).getByText("Talks:")).toBeVisible();
    expect(within(details).getByText("GitHub:")).toHaveClass("rs-sr-only");
    expect(screen.getByRole("link", { name: "talks.example/calm" })).toHaveAttribute("href", "https://talks.example/calm");
    expect(screen.getByRole("link", { name: "example.com/work/harbor" })).toHaveAttribute("href", "https://example.com/work/harbor");
    // Markdown in About keeps its links.
    expect(screen.getByRole("link", { name: "accessible" })).toHaveAttribute("href", "https://www.w3.org/WAI/standards-guidelines/wcag/");
  });

  it("leaves contact details out when the Contact section is hidden, and never prints unsafe links", () => {
    show({
      ...formData,
      socialLinks: { ...formData.socialLinks, github: "javascript:alert(1)" },
      sections: formData.sections!.map((s) => (s.id === "contact" ? { ...s, visible: false } : s)),
    });
    expect(screen.queryByText(/hello@nadia-okafor\.example/)).not.toBeInTheDocument();
    expect(screen.queryByText(/alert/)).not.toBeInTheDocument();
    expect(screen.queryByText("GitHub:")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "linkedin.com/in/nadia-okafor-studio" })).toBeInTheDocument();
  });

  it("has a Download as PDF button that opens the print dialog, with a hint", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    show(formData);
    const button = screen.getByRole("button", { name: "Download as PDF" });
    expect(button).toHaveAccessibleDescription(/choose “Save as PDF”/);
    await userEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
    // The print dialog suggests the document's title as the PDF's file name.
    const title = document.title;
    window.dispatchEvent(new Event("beforeprint"));
    expect(document.title).toBe("Nadia Okafor – Résumé");
    window.dispatchEvent(new Event("afterprint"));
    expect(document.title).toBe(title);
  });

  it("keeps the résumé short and leaves sections out as the owner chooses, saving each choice", async () => {
    fakeConvex.setQuery(api.resumeSettings.get, { length: "short", omit: ["custom:talks"] });
    show({ ...formData, experience: [{ title: "Dev", company: "Co", duration: "2020-05-05 – Present", description: "First part.\n\nSecond part." }] });
    expect(sectionHeadings()).toEqual(["About", "Experience", "Education", "Projects"]);
    expect(screen.getByText("First part.")).toBeInTheDocument();
    expect(screen.queryByText("Second part.")).not.toBeInTheDocument();
    expect(screen.getByText(/^May 2020 – Present$/)).toBeInTheDocument();
    const settings = screen.getByRole("region", { name: "Résumé settings" });
    await userEvent.click(within(settings).getByRole("radio", { name: "Full" }));
    expect(fakeConvex.callsTo(api.resumeSettings.save)).toEqual([{ options: { length: "full", omit: ["custom:talks"] } }]);
    await userEvent.click(within(settings).getByRole("checkbox", { name: "Talks" }));
    await userEvent.click(within(settings).getByRole("checkbox", { name: "Projects" }));
    expect(fakeConvex.callsTo(api.resumeSettings.save).slice(1)).toEqual([
      { options: { length: "short", omit: [] } },
      { options: { length: "short", omit: ["custom:talks", "projects"] } },
    ]);
  });

  it("downloads the Word file made from the saved draft and settings", async () => {
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:resume");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    fakeConvex.setQuery(api.resumeSettings.get, { length: "full", omit: [] });
    show(formData);
    await userEvent.click(screen.getByRole("button", { name: "Download as Word" }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    const blob = created.mock.calls[0]![0] as Blob;
    expect(blob.size).toBeGreaterThan(1000);
    expect(click.mock.contexts[0]).toHaveProperty("download", "Nadia Okafor – Résumé.docx");
  });

  it("with languages, prints the one chosen: its texts, the main language's where untranslated", async () => {
    const fr = {
      id: "fr",
      publish: false,
      texts: [
        { id: "role", text: "Designer produit" },
        { id: "customSections.talks.title", text: "Conférences" },
      ],
    };
    show({ ...formData, translations: [fr, { id: "ar", publish: true, texts: [] }] });
    const chooser = screen.getByRole("radiogroup", { name: "Language" });
    expect(
      within(chooser)
        .getAllByRole("radio")
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(["English", "Français", "العربية"]);
    expect(within(chooser).getByRole("radio", { name: "English" })).toBeChecked();
    await userEvent.click(within(chooser).getByRole("radio", { name: "Français" }));
    const sheet = screen.getByRole("article", { name: "Résumé" });
    expect(sheet).toHaveAttribute("lang", "fr");
    expect(within(sheet).getByText("Designer produit")).toBeInTheDocument();
    // Its own headings are in French too (the page words of the published page).
    expect(sectionHeadings()).toEqual(["Conférences", "À propos", "Expérience", "Formation", "Projets"]);
    expect(within(sheet).getByRole("heading", { level: 1, name: "Nadia Okafor" })).toBeInTheDocument();

    // The Word file is in the same language.
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:resume");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    // Spies are shared with the test above: count from here.
    created.mockClear();
    click.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Download as Word" }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    const docx = unzipSync(await bytesOf(created.mock.calls[0]![0] as Blob));
    expect(strFromU8(docx["word/document.xml"])).toContain("Designer produit");
    expect(strFromU8(docx["word/document.xml"])).toContain("Expérience");

    await userEvent.click(within(chooser).getByRole("radio", { name: "العربية" }));
    expect(screen.getByRole("article", { name: "Résumé" })).toHaveAttribute("dir", "rtl");
  });

  it("has no language chooser for a portfolio in one language", () => {
    show(formData);
    expect(screen.queryByRole("radiogroup", { name: "Language" })).not.toBeInTheDocument();
  });

  it("says it is loading, and what to do without a draft", () => {
    const { unmount } = show(undefined);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your draft…");
    unmount();
    show(null);
    expect(screen.getByRole("heading", { name: "No résumé yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose a template" })).toHaveAttribute("href", "/templates");
    expect(screen.queryByRole("button", { name: "Download as PDF" })).not.toBeInTheDocument();
  });

  it("follows the theme's accent and fonts, else the template's own", () => {
    const own = resumeLook("artistic", undefined).style as Record<string, string>;
    expect(own["--rs-accent"]).toBe("#a8321b");
    expect(own["--rs-font-heading"]).toContain("Didot");
    const themed = resumeLook("artistic", { accent: "#f59e0b", fonts: "editorial", scheme: "dark" });
    const style = themed.style as Record<string, string>;
    // Amber darkened until it reads on white paper.
    expect(style["--rs-accent"]).not.toBe("#f59e0b");
    expect(style["--rs-accent"]).toMatch(/^#[0-9a-f]{6}$/);
    expect(style["--rs-font-heading"]).toContain("Playfair Display");
    expect(themed.fontCss).toContain("@font-face");
  });

  it.each(TEMPLATE_IDS)("copies the %s template's own accent and fonts from its CSS", (id) => {
    const css = readFileSync(join(process.cwd(), `src/templates/${id}/${id[0]!.toUpperCase()}${id.slice(1)}.module.css`), "utf8");
    const shared = readFileSync(join(process.cwd(), "src/templates/shared/shared.css"), "utf8");
    const value = (name: string) => (css.match(new RegExp(`${name}:\\s*([^;]+);`)) ?? shared.match(new RegExp(`${name}:\\s*([^;]+);`)))![1]!.trim();
    expect(value("--pt-accent")).toBe(`light-dark(${TEMPLATE_LOOKS[id].accent}, ${value("--pt-accent").split(", ").at(-1)}`);
    expect(TEMPLATE_LOOKS[id].body.replaceAll(" ", "")).toBe(value("--pt-font").replaceAll(" ", ""));
  });
});
