import { describe, expect, it } from "vitest";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { loader, meta } from "../../../src/public-page/domainNotFound.route";

type LoaderArgs = Parameters<typeof loader>[0];

/** The title of the 404 an unknown path on a customer's domain answers, for a browser sending `headers`. */
async function notFoundTitle(headers: Record<string, string>) {
  let thrown: { data: unknown; init?: ResponseInit } | undefined;
  try {
    await loader({ request: new Request("https://ana.design/no-such-page", { headers }), params: {}, context: {} } as unknown as LoaderArgs);
  } catch (error) {
    thrown = error as typeof thrown;
  }
  expect(thrown?.init?.status).toBe(404);
  expect(new Headers(thrown?.init?.headers).get("Vary")).toBe("Host, Accept-Language");
  const tags = meta({ error: new ErrorResponse(404, "Not Found", thrown!.data) } as never);
  expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  // The document is in the language of its title (the page's words: tests/web/public/publicPortfolio.test.tsx).
  const { lang } = (thrown!.data as { documentLanguage: { lang: string } }).documentLanguage;
  const title = tags.find((tag): tag is { title: string } => "title" in tag)?.title;
  return `${lang}: ${title}`;
}

describe("an unknown path on a customer's domain", () => {
  it("is titled in the visitor's language (Accept-Language), English as before otherwise", async () => {
    expect(await notFoundTitle({})).toBe("en: Not found");
    expect(await notFoundTitle({ "accept-language": "de-DE,de;q=0.9" })).toBe("en: Not found");
    expect(await notFoundTitle({ "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" })).toBe("fr: Introuvable");
    expect(await notFoundTitle({ "accept-language": "en;q=0.5,es" })).toBe("es: No encontrado");
    // The app's language cookie is the app host's, never a customer domain's: it decides nothing here.
    expect(await notFoundTitle({ cookie: "lang=fr" })).toBe("en: Not found");
  });
});
