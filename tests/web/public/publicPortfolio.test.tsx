import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, data, Outlet, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { useDocumentLanguage } from "../../../src/lib/routeHandle";
import type { PortfolioContent } from "../../../convex/model/formData";
import PublicPortfolioPage, { ErrorBoundary, handle, loader, meta } from "../../../src/public-page/publicPortfolio.route";
import { formData } from "../builder/draftServer";

const query = vi.fn();
vi.mock("../../../src/lib/serverConvex.server", () => ({
  serverConvex: () => ({ query }),
  publicOrigin: () => "https://folio.example",
}));

const content: PortfolioContent = {
  ...formData({ name: "Grace Hopper", role: "Rear Admiral", bio: "Pioneer of programming languages and compilers." }),
  image: null,
  projects: [],
  customSections: [],
};
/** Something in every section: a published page leaves empty sections out. */
const filled: PortfolioContent = {
  ...content,
  about: "Wrote the first compiler.",
  experience: [{ title: "Rear Admiral", company: "US Navy", duration: "1943 – 1986", description: "" }],
  skills: [{ name: "COBOL" }],
  education: [{ type: "PG", degree: "PhD, Mathematics", institution: "Yale", school: "", year: "1934", cgpa: "" }],
  projects: [{ title: "FLOW-MATIC", link: "", description: "", project_image: null, technology: "" }],
  contact: { phone: "", email: "grace@example.com", address: "" },
};
const published = (patch: Record<string, unknown> = {}) => ({
  status: "published",
  templateId: "modern",
  publishedAt: "2025-06-01T09:00:00.000Z",
  content,
  language: "en",
  languages: ["en"],
  ...patch,
});

type LoaderArgs = Parameters<typeof loader>[0];
const load = async (params: Record<string, string>) => {
  const loaded = await loader({ params, request: new Request("https://folio.example/portfolio-builder/x"), context: {} } as unknown as LoaderArgs);
  // An open page's answer is the plain object (protected pages' come wrapped with their Cache-Control).
  if (!("portfolio" in loaded)) throw new Error("expected an open page");
  return loaded;
};

/** What the loader threw, as a status and (for redirects) a Location. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: { status?: number } }).init;
    return { status: init?.status, location: null };
  }
  throw new Error("the loader did not throw");
}

beforeEach(() => query.mockReset());

/** What root.tsx's Layout gives <html>: the document's language, here on a wrapper. */
function DocumentLanguage() {
  const { lang, dir } = useDocumentLanguage();
  return (
    <div data-testid="document" lang={lang} dir={dir}>
      <Outlet />
    </div>
  );
}

describe("the published portfolio route's loader", () => {
  it("reads the public query by user id and by slug", async () => {
    query.mockResolvedValue(published());
    const byUser = await load({ userId: "u1" });
    expect(byUser.portfolio.content.name).toBe("Grace Hopper");
    expect(byUser.live).toEqual({ query: "pageVersion:get", args: { userId: "u1" } });
    const bySlug = await load({ slug: "grace" });
    expect(bySlug.live).toEqual({ query: "pageVersion:get", args: { slug: "grace" } });
  });

  it.each(["not-found", "not-published"])("answers 404 when the portfolio is %s", async (status) => {
    query.mockResolvedValue({ status });
    expect((await thrown(load({ userId: "u1" }))).status).toBe(404);
  });

  it("answers 404 for an over-long id without asking the backend", async () => {
    expect((await thrown(load({ userId: "x".repeat(500) }))).status).toBe(404);
    expect(query).not.toHaveBeenCalled();
  });

  it("redirects an old slug to the current one for good (301)", async () => {
    query.mockResolvedValue({ status: "moved", slug: "grace-hopper" });
    expect(await thrown(load({ slug: "grace" }))).toEqual({ status: 301, location: "/p/grace-hopper" });
  });

  it("serves another published language at /p/<slug>/<tag> with its lang and dir; a segment that is no language is 404 unasked; the main language's tag forwards to the plain address", async () => {
    query.mockResolvedValue(published({ language: "ar", languages: ["en", "ar"] }));
    const page = await load({ slug: "grace", lang: "ar" });
    expect(query).toHaveBeenCalledWith(expect.anything(), { slug: "grace", lang: "ar" });
    expect(page.documentLanguage).toEqual({ lang: "ar", dir: "rtl" });
    expect(page.path).toBe("/p/grace");
    expect(page.live).toEqual({ query: "pageVersion:get", args: { slug: "grace", lang: "ar" } });
    query.mockReset();
    expect((await thrown(load({ slug: "grace", lang: "share" }))).status).toBe(404);
    expect(query).not.toHaveBeenCalled();
    query.mockResolvedValue(published({ languages: ["en", "ar"] }));
    expect(await thrown(load({ slug: "grace", lang: "en" }))).toEqual({ status: 301, location: "/p/grace" });
    query.mockResolvedValue({ status: "moved", slug: "grace-hopper" });
    expect(await thrown(load({ slug: "grace", lang: "ar" }))).toEqual({ status: 301, location: "/p/grace-hopper/ar" });
  });

  it("ships no React: the document gets no router scripts", () => {
    expect(handle.hydrate).toBe(false);
  });
});

describe("the published portfolio page", () => {
  const renderPage = (portfolio = published()) => {
    const Stub = createRoutesStub([
      {
        path: "/portfolio-view/:userId",
        Component: PublicPortfolioPage,
        ErrorBoundary,
        loader: () => ({ portfolio, live: { query: "portfolios:getPublic", args: { userId: "u1" } }, origin: "https://folio.example" }),
      },
    ]);
    return render(<Stub initialEntries={["/portfolio-view/u1"]} />);
  };

  it("renders the template as links and sections addressable by hash", async () => {
    const { container } = renderPage(published({ content: filled }));
    expect(await screen.findByRole("heading", { name: "Grace Hopper", level: 1 })).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist"));
    expect(tabs.getByRole("tab", { name: "Projects" })).toHaveAttribute("href", "#projects");
    // Every panel is in the HTML (none hidden), so the page reads fully without JavaScript.
    for (const id of ["home", "about", "skills", "education", "projects", "contact"]) {
      const panel = container.querySelector(`#${id}`);
      expect(panel).toHaveAttribute("data-section-panel", id);
      expect(panel).not.toHaveAttribute("hidden");
    }
    const main = container.querySelector("main")!;
    expect(main.dataset.liveQuery).toBe("portfolios:getPublic");
    expect(JSON.parse(main.dataset.liveArgs!)).toEqual({ userId: "u1" });
    expect(main.dataset.publishedAt).toBe("2025-06-01T09:00:00.000Z");
    // The page's one script is imported after the load event and the first contentful paint, so it never delays that paint.
    const loader = container.querySelector('script[type="module"]')!.textContent ?? "";
    expect(loader).toMatch(/addEventListener\("load"/);
    expect(loader).toMatch(/first-contentful-paint/);
    expect(loader).toMatch(/import\("[^"]*public-page[^"]*"\)/);
  });

  it("a page in several languages shows the switch: each language by its own name, the current one marked", async () => {
    const Stub = createRoutesStub([
      {
        path: "/p/:slug/:lang",
        Component: PublicPortfolioPage,
        loader: () => ({
          portfolio: published({ content: { ...filled, language: "fr" }, language: "fr", languages: ["en", "fr", "ar"] }),
          live: { query: "portfolios:getPublicBySlug", args: { slug: "grace", lang: "fr" } },
          origin: "https://folio.example",
          path: "/p/grace",
        }),
      },
    ]);
    render(<Stub initialEntries={["/p/grace/fr"]} />);
    const nav = within(await screen.findByRole("navigation", { name: "Langues" }));
    const links = nav.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("lang"), link.getAttribute("aria-current")])).toEqual([
      ["English", "/portfolio-builder/p/grace", "en", null],
      ["Français", "/portfolio-builder/p/grace/fr", "fr", "page"],
      ["العربية", "/portfolio-builder/p/grace/ar", "ar", null],
    ]);
    expect(links[2]).toHaveAttribute("dir", "rtl");
  });

  it("a page in one language has no switch", async () => {
    renderPage(published({ content: filled }));
    await screen.findByRole("heading", { name: "Grace Hopper", level: 1 });
    expect(screen.queryByRole("navigation", { name: "Languages" })).toBeNull();
  });

  it("single-page templates link their nav to the sections", async () => {
    const { container } = renderPage(published({ templateId: "minimalist", content: filled }));
    expect(await screen.findByRole("link", { name: "Projects" })).toHaveAttribute("href", "#projects");
    expect(container.querySelector("section#projects")).toBeInTheDocument();
  });

  it.each(["minimalist", "professional"])("%s: empty sections are left out, nav link and heading, and no placeholder stands in for the photo", async (templateId) => {
    // Only a name, role and bio: no photo, projects, skills, education, experience or contact details.
    const { container } = renderPage(published({ templateId }));
    await screen.findAllByRole("heading", { name: "Grace Hopper" });
    const nav = within(screen.getByRole("navigation", { name: "Sections" }));
    for (const name of ["Projects", "Skills", "Education", "Experience", "Contact"]) expect(nav.queryByText(name)).not.toBeInTheDocument();
    expect(container.querySelector("#projects, #skills")).not.toBeInTheDocument();
    expect(container.querySelector(".pt-empty")).not.toBeInTheDocument();
    expect(screen.queryByText("No Image")).not.toBeInTheDocument();
    // The hash script knows only the sections the page has (an old link to #projects opens Home).
    expect(container.querySelector("script")!.textContent).not.toContain('"projects"');
  });

  it.each(["minimalist", "creative", "professional", "modern", "artistic", "bold"])(
    "%s: a Free plan's page ends with the small platform link; a Pro page has none",
    async (templateId) => {
      const { unmount } = renderPage(published({ templateId, branding: true }));
      const link = await screen.findByRole("link", { name: "Made with Portfolio Builder" });
      expect(link).toHaveAttribute("href", "/portfolio-builder/home");
      expect(link.closest("footer")).toHaveClass("pt-footer");
      unmount();
      renderPage(published({ templateId, branding: false }));
      await screen.findAllByRole("heading", { name: "Grace Hopper" });
      expect(screen.queryByRole("link", { name: "Made with Portfolio Builder" })).not.toBeInTheDocument();
    },
  );

  it("says when the template is unknown", async () => {
    renderPage(published({ templateId: "retired-template" }));
    expect(await screen.findByText("Template not found")).toBeInTheDocument();
  });

  it.each([
    [404, /not published it yet/],
    [410, /deleted their account/],
  ])("shows a friendly page when there is nothing to show (%i)", async (status, explanation) => {
    const Stub = createRoutesStub([
      {
        path: "/p/:slug",
        Component: PublicPortfolioPage,
        ErrorBoundary,
        loader: () => {
          throw data(null, { status });
        },
      },
    ]);
    render(<Stub initialEntries={["/p/nobody"]} />);
    expect(await screen.findByRole("heading", { name: "This portfolio is not available" })).toBeInTheDocument();
    expect(screen.getByText(explanation)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /home page/ })).toHaveAttribute("href", "/portfolio-builder/home");
  });

  it.each([
    [{ "accept-language": "fr-CA,fr;q=0.9" }, "fr", "Ce portfolio n’est pas disponible", /pas encore publié/, "Aller à l’accueil de Portfolio Builder"],
    [{ cookie: "lang=es", "accept-language": "fr" }, "es", "Este portfolio no está disponible", /aún no lo haya publicado/, "Ir a la página de inicio de Portfolio Builder"],
    [{ "accept-language": "de" }, "en", "This portfolio is not available", /not published it yet/, "Go to the Portfolio Builder home page"],
  ])("says it in the visitor's language (%o), in a document of that language", async (headers, lang, title, explanation, home) => {
    query.mockResolvedValue({ status: "not-found" });
    const request = new Request("https://folio.example/portfolio-builder/p/nobody", { headers });
    const args = { params: { slug: "nobody" }, request, context: {} } as unknown as LoaderArgs;
    const answer = (await loader(args).catch((error: unknown) => error)) as { data: unknown; init: ResponseInit };
    expect(answer.init.status).toBe(404);
    expect(new Headers(answer.init.headers).get("Vary")).toBe("Cookie, Accept-Language");
    const Stub = createRoutesStub([
      {
        Component: DocumentLanguage,
        children: [{ path: "/p/:slug", Component: PublicPortfolioPage, ErrorBoundary, loader: () => Promise.reject(answer) }],
      },
    ]);
    render(<Stub initialEntries={["/p/nobody"]} />);
    expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(screen.getByText(explanation)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: home })).toBeInTheDocument();
    expect(screen.getByTestId("document")).toHaveAttribute("lang", lang);
    expect(meta({ error: new ErrorResponse(404, "Not Found", answer.data) } as never)).toContainEqual({
      title: { fr: "Portfolio non disponible", es: "Portfolio no disponible", en: "Portfolio not available" }[lang],
    });
  });

  it("answers 410 for a deleted account's page", async () => {
    query.mockResolvedValue({ status: "gone" });
    expect((await thrown(load({ userId: "u1" }))).status).toBe(410);
  });

  it("is titled by name and role, described by the bio", () => {
    const tags = meta({ data: { portfolio: published(), live: { query: "", args: {} }, origin: "" } } as never);
    expect(tags).toContainEqual({ title: "Grace Hopper – Rear Admiral" });
    expect(tags).toContainEqual({ name: "description", content: "Pioneer of programming languages and compilers." });
  });
});
