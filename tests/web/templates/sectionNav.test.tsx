import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PortfolioTemplate } from "../../../src/templates/PortfolioTemplate";
import { samplePortfolio } from "../../../src/sample/samplePortfolio";

const visiblePanel = () => screen.getByRole("tabpanel");
const tab = (name: string) => screen.getByRole("tab", { name });

describe.each(["creative", "professional", "modern"])("%s: one section at a time (tabs pattern)", (id) => {
  it("switches sections by click", async () => {
    const user = userEvent.setup();
    render(<PortfolioTemplate templateId={id} content={samplePortfolio} />);
    await screen.findByRole("tab", { name: "Home" });
    await user.click(tab("Projects"));
    expect(tab("Projects")).toHaveAttribute("aria-selected", "true");
    expect(tab("Home")).toHaveAttribute("aria-selected", "false");
    expect(visiblePanel()).toHaveAccessibleName("Projects");
    expect(visiblePanel()).toHaveTextContent("Tidepool design system");
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-label", "Portfolio sections");
  });

  it("switches sections with the arrow keys, Home and End, moving focus with the selection", async () => {
    const user = userEvent.setup();
    render(<PortfolioTemplate templateId={id} content={samplePortfolio} />);
    await screen.findByRole("tab", { name: "Home" });
    // Only the selected tab is in the Tab order (roving tabindex).
    await user.tab();
    expect(tab("Home")).toHaveFocus();
    expect(tab("About")).toHaveAttribute("tabindex", "-1");

    await user.keyboard("{ArrowRight}");
    expect(tab("About")).toHaveFocus();
    expect(tab("About")).toHaveAttribute("aria-selected", "true");
    expect(visiblePanel()).toHaveAccessibleName("About");

    await user.keyboard("{End}");
    expect(tab("Contact")).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent("hello@nadia-okafor.example");

    await user.keyboard("{ArrowRight}"); // wraps to the first
    expect(tab("Home")).toHaveFocus();
    await user.keyboard("{ArrowLeft}"); // and back to the last
    expect(tab("Contact")).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(tab("Projects")).toHaveAttribute("aria-selected", "true");

    await user.keyboard("{Home}");
    expect(tab("Home")).toHaveFocus();
    expect(visiblePanel()).toHaveAccessibleName("Home");
  });
});

describe("professional tabs are vertical", () => {
  it("also follow Up and Down arrows", async () => {
    const user = userEvent.setup();
    render(<PortfolioTemplate templateId="professional" content={samplePortfolio} />);
    await screen.findByRole("tab", { name: "Home" });
    expect(screen.getByRole("tablist")).toHaveAttribute("aria-orientation", "vertical");
    await user.tab();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(tab("Experience")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(tab("About")).toHaveAttribute("aria-selected", "true");
  });
});

describe.each(["minimalist", "artistic"])("%s: nav buttons scroll to sections", (id) => {
  it("scrolls smoothly to the section and moves focus there", async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, "scrollIntoView").mockImplementation(() => {});
    render(<PortfolioTemplate templateId={id} content={samplePortfolio} />);
    await screen.findByRole("heading", { level: 1 });
    await user.click(screen.getByRole("button", { name: "Education" }));
    const section = screen.getByRole("region", { name: /Education/ });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(section);
    expect(section).toHaveFocus();
    scrollIntoView.mockRestore();
  });
});
