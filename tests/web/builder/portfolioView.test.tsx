import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import type { PortfolioContent } from "../../../convex/model/formData";
import { publicViewUserId } from "../../../src/lib/publicLink";
import PortfolioViewPage from "../../../src/pages/PortfolioView.page";
import { fakeConvex } from "../fakeConvex";
import { renderWithProviders } from "../render";
import { formData } from "./draftServer";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);
vi.mock("../../../src/templates/PortfolioTemplate", async () => await import("./templateStub"));

const content: PortfolioContent = {
  ...formData({ name: "Grace Hopper", role: "Rear Admiral", bio: "Pioneer of programming languages and compilers." }),
  image: { src: "https://files.example/grace.png" },
  projects: [],
};

type Result = { status: "not-found" } | { status: "not-published" } | { status: "published"; templateId: string; publishedAt: string; content: PortfolioContent };

/** The public query answers per user id, like the server: only "u1" has a portfolio. */
function serve(result: Result | undefined) {
  fakeConvex.setQuery(api.portfolios.getPublic, ({ userId }) => (result === undefined ? undefined : userId === "u1" ? result : { status: "not-found" }) as never);
}
const view = (userId = "u1") =>
  renderWithProviders(
    <Routes>
      <Route path="/portfolio-view/:userId" element={<PortfolioViewPage />} />
    </Routes>,
    { route: `/portfolio-view/${userId}` },
  );
const published = (patch: Partial<Extract<Result, { status: "published" }>> = {}): Result => ({
  status: "published",
  templateId: "modern",
  publishedAt: "2025-06-01T09:00:00.000Z",
  content,
  ...patch,
});

beforeEach(() => {
  document.title = "Portfolio Builder";
  document.head.querySelectorAll('meta[name="description"]').forEach((m) => m.remove());
});
afterEach(() => document.head.querySelectorAll('meta[name="description"]').forEach((m) => m.remove()));

describe("public portfolio view", () => {
  it("says it is loading until the portfolio arrives", () => {
    serve(undefined);
    view();
    expect(screen.getByText("Loading published portfolio...")).toBeInTheDocument();
  });

  it("renders the published portfolio in its template, titled by name and role", () => {
    serve(published());
    view();
    const template = screen.getByTestId("template");
    expect(template).toHaveAttribute("data-template", "modern");
    expect(template).toHaveTextContent("Grace Hopper");
    expect(document.title).toBe("Grace Hopper – Rear Admiral");
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute("content", "Pioneer of programming languages and compilers.");
  });

  it("puts the title and description back when it goes away", () => {
    const meta = document.createElement("meta");
    meta.name = "description";
    meta.content = "The app";
    document.head.appendChild(meta);
    serve(published());
    const { unmount } = view();
    expect(meta).toHaveAttribute("content", "Pioneer of programming languages and compilers.");
    unmount();
    expect(document.title).toBe("Portfolio Builder");
    expect(meta).toHaveAttribute("content", "The app");
  });

  it.each([["not-published"], ["not-found"]] as const)("shows a friendly page when %s", (status) => {
    serve({ status });
    view();
    expect(screen.getByRole("heading", { name: "This portfolio is not available" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /home page/ })).toHaveAttribute("href", "/portfolio-builder/home");
    expect(screen.queryByTestId("template")).not.toBeInTheDocument();
  });

  it("shows the friendly page for an id with nothing published", () => {
    serve(published());
    view("someone-else");
    expect(screen.getByRole("heading", { name: "This portfolio is not available" })).toBeInTheDocument();
  });

  it("says when the template is unknown", () => {
    serve(published({ templateId: "retired-template" }));
    view();
    expect(screen.getByText("Template not found")).toBeInTheDocument();
    expect(screen.queryByTestId("template")).not.toBeInTheDocument();
  });

  it("updates live when the owner republishes", () => {
    serve(published());
    view();
    act(() => serve(published({ templateId: "creative", content: { ...content, name: "Grace B. Hopper" } })));
    expect(screen.getByTestId("template")).toHaveAttribute("data-template", "creative");
    expect(screen.getByTestId("template")).toHaveTextContent("Grace B. Hopper");
    expect(document.title).toBe("Grace B. Hopper – Rear Admiral");
    act(() => serve({ status: "not-published" }));
    expect(screen.getByRole("heading", { name: "This portfolio is not available" })).toBeInTheDocument();
  });

  it("finds the user id in a full public address, for the standalone page", () => {
    expect(publicViewUserId("/portfolio-builder/portfolio-view/k57abc")).toBe("k57abc");
    expect(publicViewUserId("/portfolio-builder/portfolio-view/k57abc/")).toBe("k57abc");
    expect(publicViewUserId("/portfolio-builder/portfolio-view/a%20b")).toBe("a b");
    expect(publicViewUserId("/portfolio-builder/portfolio-view/%E0%A4%A")).toBe("");
    expect(publicViewUserId("/portfolio-builder/home")).toBe("");
  });
});
