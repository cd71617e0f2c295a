import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import type { PortfolioContent } from "../../../convex/model/formData";
import { Hero } from "../../../src/templates/shared/Hero";
import { sampleWith } from "./content";

// Counts the opening's renders through its photo (rendered with it each time).
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../src/templates/shared/ProfileImage", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/templates/shared/ProfileImage")>();
  return {
    ...real,
    ProfileImage: (props: ComponentProps<typeof real.ProfileImage>) => {
      renders.count++;
      return real.ProfileImage(props);
    },
  };
});

const CLASSES = { hero: "hero", heroText: "text", role: "role", name: "name", bio: "bio", photo: "photo" };

function renderHero() {
  renders.count = 0;
  const ui = (content: PortfolioContent) => <Hero content={content} name="Ada" photoSizes="12rem" classNames={{ ...CLASSES }} />;
  const first = sampleWith((c) => void (c.role = "Engineer"));
  const view = render(ui(first));
  return { first, rerender: (content: PortfolioContent) => view.rerender(ui(content)), renders: () => renders.count };
}

describe("the single-page templates' opening (Hero)", () => {
  it("renders again when what it shows changes, not for a change elsewhere in the portfolio (the builder's preview, at each keystroke)", () => {
    const hero = renderHero();
    expect(hero.renders()).toBe(1);
    // A project's description typed: the same role, bio, links and photo objects (the preview shares them).
    hero.rerender({ ...hero.first, projects: hero.first.projects.map((p, i) => (i === 0 ? { ...p, description: `${p.description} more` } : p)) });
    expect(hero.renders()).toBe(1);
    hero.rerender({ ...hero.first, role: "Architect" });
    expect(hero.renders()).toBe(2);
    expect(screen.getByText("Architect")).toBeTruthy();
    const withBio = { ...hero.first, role: "Architect", bio: "Builds bridges." };
    hero.rerender(withBio);
    expect(screen.getByText("Builds bridges.")).toBeTruthy();
    hero.rerender({ ...withBio, socialLinks: { ...withBio.socialLinks, github: "https://github.com/ada-new" } });
    expect(screen.getByRole("link", { name: /github/i }).getAttribute("href")).toBe("https://github.com/ada-new");
    hero.rerender({ ...withBio, image: null });
    expect(document.querySelector("img")).toBeNull();
  });
});
