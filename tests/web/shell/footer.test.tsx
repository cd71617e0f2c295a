import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { Footer } from "../../../src/components/layout/Footer";
import { PublicErrorBoundary } from "../../../src/components/portfolio/PublicErrorBoundary";
import { renderWithProviders } from "../render";

afterEach(() => vi.useRealTimers());

describe("footer", () => {
  it("shows this year even when the page was built (and prerendered) in an earlier one", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-01-01T00:00:05Z") });
    renderWithProviders(<Footer />);
    expect(await screen.findByText(/© 2031 Portfolio Builder/)).toBeInTheDocument();
  });
});

describe("the standalone public page's error boundary", () => {
  it("shows a way out instead of a blank page when the portfolio fails to render", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error("query failed");
    };
    render(
      <PublicErrorBoundary>
        <Broken />
      </PublicErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
