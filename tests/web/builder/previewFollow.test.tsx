import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { MantineProvider } from "@mantine/core";
import { LivePreview } from "../../../src/builder/LivePreview";
import { samplePortfolio } from "../../../src/sample/samplePortfolio";
import type { PageSectionId } from "../../../src/templates/shared/sections";

const preview = (follow: PageSectionId) => (
  <MantineProvider>
    <LivePreview templateId="modern" content={samplePortfolio} height="600px" follow={follow} />
  </MantineProvider>
);

describe("the live preview", () => {
  it("shows the section being edited, once the template has loaded", async () => {
    const { rerender } = render(preview("projects"));
    await waitFor(() => expect(screen.getByRole("tab", { name: "Projects" })).toHaveAttribute("aria-selected", "true"));
    rerender(preview("contact"));
    await waitFor(() => expect(screen.getByRole("tab", { name: "Contact" })).toHaveAttribute("aria-selected", "true"));
  });

  it("keeps the template out of the tab order", async () => {
    render(preview("home"));
    const tab = await screen.findByRole("tab", { name: "Home" });
    expect(tab.closest("[inert]")).not.toBeNull();
  });
});
