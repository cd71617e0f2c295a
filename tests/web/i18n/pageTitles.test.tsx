import { afterEach, describe, expect, it, vi } from "vitest";
import type { MetaDescriptor } from "react-router";
import { loader as appShellLoader } from "../../../src/app/appShell.route";
import { meta as loginMeta } from "../../../src/account/login.route";
import { meta as resetPasswordMeta } from "../../../src/account/resetPassword.route";
import { meta as dashboardMeta } from "../../../src/dashboard/dashboard.route";
import { meta as builderMeta } from "../../../src/builder/builder.route";
import { meta as pricingMeta } from "../../../src/plans/pricing.route";
import { meta as homeMeta } from "../../../src/visitor/home.route";
import { meta as notFoundMeta } from "../../../src/app/notFound.route";
import { switchAppLanguage } from "../../../src/i18n/i18n";

vi.mock("convex/react", async () => (await import("../fakeConvex")).convexReactMock);
vi.mock("@convex-dev/auth/react", async () => (await import("../fakeConvex")).convexAuthReactMock);

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchAppLanguage("en");
});

type AnyMeta = (args: never) => MetaDescriptor[] | undefined;

/** What a route's meta writes in the head, called as the router does (the app shell's loader data among the matches). */
function head(meta: AnyMeta, shellData: unknown = { appLanguage: "en", documentLanguage: { lang: "en", dir: "ltr" } }) {
  const descriptors =
    meta({
      matches: [
        { id: "root", data: undefined },
        { id: "app/appShell.route", data: shellData },
      ],
    } as never) ?? [];
  const title = descriptors.find((d): d is { title: string } => "title" in d)?.title;
  const description = descriptors.find((d): d is { name: string; content: string } => "name" in d && d.name === "description")?.content;
  const robots = descriptors.find((d): d is { name: string; content: string } => "name" in d && d.name === "robots")?.content;
  return { title, description, robots };
}

describe("page titles and descriptions in the app's language", () => {
  it("English: the titles as the product has always written them", () => {
    expect(head(loginMeta).title).toBe("Log in · Portfolio Builder");
    expect(head(dashboardMeta).title).toBe("Dashboard · Portfolio Builder");
    expect(head(builderMeta).title).toBe("Builder · Portfolio Builder");
    expect(head(pricingMeta).title).toBe("Pricing · Portfolio Builder");
    expect(head(homeMeta).title).toBe("Portfolio Builder");
    expect(head(notFoundMeta).title).toBe("Page not found · Portfolio Builder");
    expect(head(pricingMeta).description).toBe("Portfolio Builder helps creatives and professionals show their skills in minutes, with responsive support.");
    expect(head(resetPasswordMeta)).toMatchObject({ title: "Reset your password · Portfolio Builder", robots: "noindex" });
  });

  it("in the browser: the app's instance, switched by the chooser without asking the server", async () => {
    await switchAppLanguage("fr");
    expect(head(loginMeta).title).toBe("Connexion · Portfolio Builder");
    expect(head(dashboardMeta).title).toBe("Tableau de bord · Portfolio Builder");
    expect(head(builderMeta).title).toBe("Éditeur · Portfolio Builder");
    expect(head(pricingMeta).title).toBe("Tarifs · Portfolio Builder");
    expect(head(pricingMeta).description).toMatch(/^Portfolio Builder aide les créatifs/);
    expect(head(resetPasswordMeta)).toMatchObject({ title: "Réinitialisez votre mot de passe · Portfolio Builder", robots: "noindex" });
  });

  it("on the server: the language the app shell's loader chose for the request, whatever the shared instance speaks", async () => {
    vi.stubGlobal("document", undefined);
    const request = (headers: Record<string, string>) => new Request("http://app.test/portfolio-builder/pricing", { headers });
    const french = await appShellLoader({ request: request({ "accept-language": "fr-FR,fr;q=0.9" }) } as never);
    const spanish = await appShellLoader({ request: request({ cookie: "lang=es" }) } as never);
    expect(head(loginMeta, french).title).toBe("Connexion · Portfolio Builder");
    expect(head(dashboardMeta, french).title).toBe("Tableau de bord · Portfolio Builder");
    expect(head(builderMeta, french).title).toBe("Éditeur · Portfolio Builder");
    expect(head(pricingMeta, french).title).toBe("Tarifs · Portfolio Builder");
    expect(head(pricingMeta, spanish).title).toBe("Precios · Portfolio Builder");
    expect(head(homeMeta, spanish).description).toMatch(/^Portfolio Builder ayuda/);
    // Routes outside the app shell (no language decided) stay English.
    expect(head(pricingMeta, undefined).title).toBe("Pricing · Portfolio Builder");
  });
});
