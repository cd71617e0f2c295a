import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { TEMPLATES } from "../../../convex/model/templates";
import TemplateDemoPage, { ErrorBoundary, handle, loader, meta } from "../../../src/gallery/templateDemo.route";
import { sampleFormData } from "../../../src/sample/samplePortfolio";
import { sampleFor } from "../../../src/sample/templateSamples";
import { renderApp } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

type LoaderArgs = Parameters<typeof loader>[0];
const load = (templateId: string) => loader({ params: { templateId }, request: new Request("https://folio.example/x"), context: {} } as unknown as LoaderArgs);

/** The HTTP status the loader threw. */
function thrownStatus(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  throw new Error("the loader did not throw");
}

describe("a template's live demo", () => {
  it.each(TEMPLATES.map((t) => t.id))("exists for %s", (id) => {
    expect(load(id).templateId).toBe(id);
  });

  it.each(["retired-template", "__proto__", "constructor", "Minimalist", ""])("answers 404 for the unknown template %j", (id) => {
    expect(thrownStatus(() => load(id))).toBe(404);
  });

  it("ships no React and may be indexed (a search for a kind of template finds its demo); an unknown template's page may not", () => {
    expect(handle.hydrate).toBe(false);
    const tags = meta({ data: load("bold") } as never);
    expect(tags).toContainEqual({ title: "Bold template demo – Portfolio Builder" });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
    expect(meta({ data: undefined } as never)).toContainEqual({ name: "robots", content: "noindex" });
  });

  // The route module's own loader in a framework-style stub (react-router's data router, as the build has).
  const renderDemo = (id: string) => {
    const Stub = createRoutesStub([{ path: "/templates/:templateId/demo", Component: TemplateDemoPage, ErrorBoundary, loader: ({ params }) => load(params.templateId ?? "") }]);
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
});
