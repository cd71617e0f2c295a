import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sampleFormData, sampleImageUrls } from "../../../src/sample/samplePortfolio";
import { formData, installDraftServer, T0, withoutIds } from "./draftServer";
import { FakeXhr } from "./fakeXhr";
import { formReady, renderBuilder, useWideScreen } from "./renderBuilder";
import { previewZoom } from "../../../src/builder/LivePreview";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

afterEach(() => vi.unstubAllGlobals());

describe("builder layout", () => {
  it("on wide screens shows the sidebar, the form and a live preview with a width switch", async () => {
    useWideScreen();
    installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada" }) } });
    const user = userEvent.setup();
    renderBuilder();
    const nav = await screen.findByRole("navigation", { name: "Builder sections" });
    expect(
      within(nav)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Personal", "About", "Skills", "Experience", "Projects", "Education", "Your sections", "Contact", "Page sections", "Theme", "Languages"]);
    const preview = screen.getByRole("region", { name: "Live preview" });
    expect(within(preview).getByTestId("template")).toHaveAttribute("data-template", "minimalist");

    // The preview follows typing.
    await user.clear(screen.getByLabelText(/Full name/));
    await user.type(screen.getByLabelText(/Full name/), "Grace");
    await waitFor(() => expect(within(preview).getByTestId("template")).toHaveTextContent("Grace"));

    // Desktop lays the page out at a laptop's width (scaled to fit the pane), Phone at a phone's;
    // the switch is a labelled radio group, so the keyboard reaches and changes it.
    const page = () => within(preview).getByTestId("template").parentElement!;
    expect(page()).toHaveAttribute("data-device", "desktop");
    expect(page()).toHaveStyle({ width: "1280px" });
    const widths = within(preview).getByRole("radiogroup", { name: "Preview width" });
    expect(within(widths).getByRole("radio", { name: "Desktop" })).toBeChecked();
    within(widths).getByRole("radio", { name: "Desktop" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(widths).getByRole("radio", { name: "Phone" })).toBeChecked();
    expect(page()).toHaveAttribute("data-device", "mobile");
    expect(page()).toHaveStyle({ width: "390px" });

    // Sections switch locally and focus their heading.
    await user.click(within(nav).getByRole("button", { name: "Skills" }));
    expect(screen.getByRole("heading", { name: "Skills" })).toHaveFocus();
    expect(within(nav).getByRole("button", { name: "Skills" })).toHaveAttribute("aria-current", "true");
  });

  it("on phones has one compact toolbar; the live preview opens in a sheet at a phone's width", async () => {
    installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada" }) } });
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    expect(screen.queryByRole("region", { name: "Live preview" })).not.toBeInTheDocument();
    // The toolbar's Preview (the whole page, spec) and the live preview's sheet; no Edit/Preview switch.
    expect(screen.getAllByRole("button", { name: /preview/i }).map((b) => b.textContent)).toEqual(["Preview", "Live preview"]);
    expect(screen.queryByRole("radio", { name: "Preview" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Live preview" }));
    const sheet = await screen.findByRole("dialog", { name: "Your page as visitors see it" });
    const preview = within(sheet).getByRole("region", { name: "Live preview" });
    expect(within(preview).getByTestId("template")).toHaveTextContent("Ada");
    expect(within(preview).getByRole("radio", { name: "Phone" })).toBeChecked();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Live preview" })).not.toBeInTheDocument());
    for (const name of ["Undo", "Redo", "Save", "Publish"]) expect(screen.getByRole("button", { name })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Build your portfolio" }).closest("[data-compact]")).not.toBeNull();
  });

  it("says which template is unknown", async () => {
    installDraftServer();
    renderBuilder("no-such-template");
    expect(screen.getByRole("heading", { name: "Template not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Choose a template" })).toHaveAttribute("href", "/templates");
  });
});

describe("preview scale", () => {
  it("fits the laptop-wide page into the pane, and a phone's page only when the pane is narrower than a phone", () => {
    expect(previewZoom("desktop", 656)).toBeCloseTo(0.5, 2);
    expect(previewZoom("mobile", 656)).toBe(1);
    expect(previewZoom("mobile", 300)).toBeCloseTo(284 / 390, 3);
    expect(previewZoom("desktop", 0)).toBe(1);
  });
});

describe("starting from the sample", () => {
  it("fills the form with the sample and uploads its pictures so they publish too", async () => {
    FakeXhr.install();
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        fetched.push(url);
        return { ok: true, blob: async () => new Blob([new Uint8Array([0x52, 0x49])], { type: "image/webp" }) };
      }),
    );
    const server = installDraftServer();
    const user = userEvent.setup();
    renderBuilder();
    await formReady();
    await user.click(screen.getByRole("button", { name: "Start from the sample portfolio" }));
    expect(await screen.findByDisplayValue(sampleFormData.name)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start from the sample portfolio" })).not.toBeInTheDocument();
    const pictures = [sampleImageUrls.profile, ...sampleImageUrls.projects].filter(Boolean);
    expect(fetched.sort()).toEqual([...pictures].sort());
    await waitFor(() => {
      const saved = server.draft?.formData;
      expect(saved?.image).toMatch(/^stored-/);
      expect(saved?.projects.every((p, i) => (sampleImageUrls.projects[i] ? /^stored-/.test(p.project_image ?? "") : p.project_image === null))).toBe(true);
    });
    const saved = withoutIds(server.draft!.formData);
    expect({ ...saved, image: null, projects: saved.projects.map((p) => ({ ...p, project_image: null })) }).toEqual(sampleFormData);
  });

  it("offers the LinkedIn and JSON Resume imports beside it, on the account's data section", async () => {
    installDraftServer();
    renderBuilder();
    await formReady();
    expect(screen.getByRole("link", { name: "Import from LinkedIn or JSON Resume" })).toHaveAttribute("href", "/account#data-heading");
  });

  it("is only offered when there is no saved draft", async () => {
    installDraftServer({ draft: { templateId: "minimalist", revision: 1, updatedAt: T0, formData: formData({ name: "Ada" }) } });
    renderBuilder();
    await formReady();
    expect(screen.queryByRole("button", { name: "Start from the sample portfolio" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Import from LinkedIn or JSON Resume" })).not.toBeInTheDocument();
  });
});
