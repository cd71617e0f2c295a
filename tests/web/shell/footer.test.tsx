import { afterEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { Footer } from "../../../src/app/layout/Footer";
import { renderWithProviders } from "../render";

afterEach(() => vi.useRealTimers());

describe("footer", () => {
  it("shows this year even when the page was built (and prerendered) in an earlier one", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-01-01T00:00:05Z") });
    renderWithProviders(<Footer />);
    expect(await screen.findByText(/© 2031 Portfolio Builder/)).toBeInTheDocument();
  });
});
