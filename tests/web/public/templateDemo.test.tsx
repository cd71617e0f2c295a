import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { TEMPLATES } from "../../../convex/model/templates";
import TemplateDemoPage, { ErrorBoundary, handle, loader, meta } from "../../../src/gallery/templateDemo.route";
import { sampleFormData } from "../../../src/sample/samplePortfolio";
import { sampleFor } from "../../../src/sample/templateSamples";
import { renderApp } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

type LoaderArgs = Parameters<typeof loader>[0];
const load = (templateId: string, headers: Record<string, string> = {}) =>
  loader({ params: { templateId }, request: new Request("https://folio.example/x", { headers }), context: {} } as unknown as LoaderArgs);

/** What the loader threw (react-router's `data`: the page's data and its HTTP status). */
async function thrown(run: () => Promise<unknown>): Promise<{ data: unknown; init?: { status?: number } }> {
  try {
    await run();
  } catch (error) {
    return error as { data: unknown; init?: { status?: number } };
  }
  throw new Error("the loader did not throw");
}
const thrownStatus = async (run: () => Promise<unknown>) => (await thrown(run)).init?.status;

describe("a template's live demo", () => {
  it.each(TEMPLATES.map((t) => t.id))("exists for %s", async (id) => {
    expect((await load(id)).templateId).toBe(id);
  });

  it.each(["retired-template", "__proto__", "constructor", "Minimalist", ""])("answers 404 for the unknown template %j", async (id) => {
    expect(await thrownStatus(() => load(id))).toBe(404);
  });

  it("ships no React and may be indexed (a search for a kind of template finds its demo); an unknown template's page may not", async () => {
    expect(handle.hydrate).toBe(false);
    const tags = meta({ data: await load("bold") } as never);
    expect(tags).toContainEqual({ title: "Bold template demo – Portfolio Builder" });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
    expect(meta({ data: undefined } as never)).toContainEqual({ name: "robots", content: "noindex" });
  });

  // The route module's own loader in a framework-style stub (react-router's data router, as the build has).
  const renderDemo = (id: string, headers: Record<string, string> = {}) => {
    const Stub = createRoutesStub([
      { path: "/templates/:templateId/demo", Component: TemplateDemoPage, ErrorBoundary, loader: ({ params }) => load(params.templateId ?? "", headers) },
    ]);
    return render(<Stub initialEntries={[`/templates/${id}/demo`]} />);
  };

  it("renders the template's own sample portfolio in the template, under a bar back to the app", async () => {
    const { container } = renderDemo("creative");
    // Creative's demo has its own person; Minimalist's is the shared sample (the builder's example).
    expect(await screen.findByRole("heading", { level: 1, name: sampleFor("creative").name })).toBeInTheDocument();
    expect(sampleFor("creative").name).not.toBe(sampleFormData.name);
    const bar = screen.getByRole("region", { name: "Template demo" });
    expect(bar).toHaveTextContent("This is a demo of the Creative template (included in every plan), with a sample portfolio.");
    expect(within(bar).getByRole("link", { name: "Use this template" })).toHaveAttribute("href", "/portfolio-builder/signup?next=%2Fbuilder%2Fcreative");
    expect(within(bar).getByRole("link", { name: "All templates" })).toHaveAttribute("href", "/portfolio-builder/templates");
    // Published mode: tabs are links to the sections; the page's script gives tabs but no live updates.
    expect(screen.getByRole("tab", { name: "Projects" })).toHaveAttribute("href", "#projects");
    const main = container.querySelector("main")!;
    expect(main).toHaveAttribute("data-live-query", "");
  });

  it("says which plans include a premium template", async () => {
    renderDemo("bold");
    expect(await screen.findByRole("region", { name: "Template demo" })).toHaveTextContent("the Bold template (premium: Pro and Business plans)");
  });

  it("shows a page with a way to the gallery for an unknown template (through the app's route table)", async () => {
    renderApp("/templates/no-such-template/demo");
    expect(await screen.findByRole("heading", { name: "Template not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse all templates" })).toHaveAttribute("href", "/portfolio-builder/templates");
  });

  describe("in the visitor's language, chosen as the app shell chooses it (the sample portfolio stays as written)", () => {
    const french = { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" };

    it("titles the page in French for a French browser, in Spanish for the chooser's cookie, in English otherwise", async () => {
      expect(meta({ data: await load("bold", french) } as never)).toContainEqual({ title: "Démo du modèle Bold – Portfolio Builder" });
      expect(meta({ data: await load("bold", french) } as never)).toContainEqual({
        name: "description",
        content: "Une démo en direct du modèle de portfolio Bold, avec un portfolio d’exemple.",
      });
      expect(meta({ data: await load("bold", { ...french, cookie: "lang=es" }) } as never)).toContainEqual({
        title: "Demo de la plantilla Bold – Portfolio Builder",
      });
      expect(meta({ data: await load("bold", { "accept-language": "de" }) } as never)).toContainEqual({ title: "Bold template demo – Portfolio Builder" });
      // An unknown template's 404 too: the language travels with the thrown data.
      const missing = await thrown(() => load("no-such-template", french));
      const error = new ErrorResponse(404, "Not Found", missing.data);
      expect(meta({ data: undefined, error } as never)).toContainEqual({ title: "Modèle introuvable – Portfolio Builder" });
    });

    it("writes the bar in French, marked as French", async () => {
      renderDemo("creative", french);
      const bar = await screen.findByRole("region", { name: "Démo du modèle" });
      expect(bar).toHaveAttribute("lang", "fr");
      expect(bar).toHaveTextContent("Ceci est une démo du modèle Creative (inclus dans toutes les offres), avec un portfolio d’exemple.");
      expect(within(bar).getByRole("link", { name: "Utiliser ce modèle" })).toHaveAttribute("href", "/portfolio-builder/signup?next=%2Fbuilder%2Fcreative");
      expect(within(bar).getByRole("link", { name: "Tous les modèles" })).toHaveAttribute("href", "/portfolio-builder/templates");
      // The sample portfolio is the template's own, in English.
      expect(screen.getByRole("heading", { level: 1, name: sampleFor("creative").name })).toBeInTheDocument();
    });

    it("says a premium template's plans and an unknown template's 404 in Spanish", async () => {
      const spanish = { "accept-language": "es" };
      const premium = renderDemo("bold", spanish);
      expect(await screen.findByRole("region", { name: "Demo de la plantilla" })).toHaveTextContent("de la plantilla Bold (premium: planes Pro y Business)");
      premium.unmount();
      renderDemo("no-such-template", spanish);
      expect(await screen.findByRole("heading", { name: "Plantilla no encontrada" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Ver todas las plantillas" })).toHaveAttribute("href", "/portfolio-builder/templates");
      expect(screen.getByRole("main")).toHaveAttribute("lang", "es");
    });

    it("keeps the English bar as it was, without a lang of its own", async () => {
      renderDemo("creative");
      expect(await screen.findByRole("region", { name: "Template demo" })).not.toHaveAttribute("lang");
    });
  });
});
