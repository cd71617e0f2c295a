import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { TEMPLATES } from "../../../convex/model/templates";
import AboutPage from "../../../src/visitor/about.route";
import HomePage from "../../../src/visitor/home.route";
import { renderWithProviders } from "../render";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

describe("home", () => {
  it("introduces the product with calls to action", () => {
    renderWithProviders(<HomePage />, { route: "/home" });
    expect(screen.getByRole("heading", { level: 1, name: "Portfolio Builder" })).toBeInTheDocument();
    expect(screen.getByText(/show their skills in minutes/)).toBeInTheDocument();
    expect(screen.getByText(/Responsive support/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get started free" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "See templates" })).toHaveAttribute("href", "/templates");
  });

  it("explains how it works in four steps", () => {
    renderWithProviders(<HomePage />, { route: "/home" });
    const steps = within(screen.getByRole("region", { name: "How it works" })).getAllByRole("heading", { level: 3 });
    expect(steps.map((h) => h.textContent)).toEqual(["1. Choose", "2. Fill", "3. Preview", "4. Publish"]);
  });

  it("shows every template's preview image with alt text and a reserved size", () => {
    renderWithProviders(<HomePage />, { route: "/home" });
    for (const template of TEMPLATES) {
      const image = screen.getByRole("img", { name: `Preview of the ${template.name} template` });
      expect(image).toHaveAttribute("src", import.meta.env.BASE_URL + template.image);
      expect(image).toHaveAttribute("width");
      expect(image).toHaveAttribute("height");
    }
  });
});

describe("home template cards", () => {
  it("each card is a link to its template's live demo, named by the template", () => {
    renderWithProviders(<HomePage />, { route: "/home" });
    for (const template of TEMPLATES) {
      const card = screen.getByRole("heading", { level: 3, name: template.name }).closest("article")!;
      const link = within(card).getByRole("link", { name: template.name });
      expect(link).toHaveAttribute("href", `/portfolio-builder/templates/${template.id}/demo`);
    }
  });
});

describe("home hero previews", () => {
  it("shows three real template screenshots above the fold, each leading to its live demo", () => {
    renderWithProviders(<HomePage />, { route: "/home" });
    const previews = within(screen.getByRole("list", { name: "Template previews" })).getAllByRole("link");
    expect(previews.map((link) => link.textContent)).toEqual(["Minimalist Live demo", "Creative Live demo", "Modern Live demo"]);
    expect(previews.map((link) => link.getAttribute("href"))).toEqual([
      "/portfolio-builder/templates/minimalist/demo",
      "/portfolio-builder/templates/creative/demo",
      "/portfolio-builder/templates/modern/demo",
    ]);
    const image = previews[1].querySelector("img")!;
    // Small by default, the gallery image for 2× screens; reserved size; loaded at once (above the fold).
    expect(image).toHaveAttribute("src", `${import.meta.env.BASE_URL}templates/creative-400.webp`);
    expect(image.getAttribute("srcset")).toBe(
      `${import.meta.env.BASE_URL}templates/creative-400.webp 400w, ${import.meta.env.BASE_URL}templates/creative.webp 800w`,
    );
    expect(image).toHaveAttribute("sizes");
    expect(image).toHaveAttribute("width", "400");
    expect(image).toHaveAttribute("height", "280");
    expect(image).not.toHaveAttribute("loading", "lazy");
    // The caption names the link; the picture adds nothing for a screen reader.
    expect(image).toHaveAttribute("alt", "");
  });
});

describe("about", () => {
  it("tells the mission, the 2025 story and the four values", () => {
    renderWithProviders(<AboutPage />, { route: "/about" });
    expect(screen.getByRole("heading", { name: "Our mission" })).toBeInTheDocument();
    expect(screen.getByText(/founded in 2025/)).toBeInTheDocument();
    const values = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(values).toEqual(["Simplicity", "Creativity", "Speed", "Support"]);
  });
});
