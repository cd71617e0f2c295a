import { beforeEach, describe, expect, test, vi } from "vitest";
import { findTemplate } from "../../convex/model/templates";
import type { ServerQuery } from "../../src/lib/serverConvex.server";

// What the card is drawn from, caught before satori and sharp (tests/node/shareImage.test.ts draws for real).
const drawn = vi.hoisted(() => [] as unknown[]);
vi.mock("../../convex/lib/shareImage/render", () => ({
  renderShareImage: async (card: unknown) => {
    drawn.push(card);
    return new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
  },
  photoDataUrl: async () => "data:image/jpeg;base64,",
}));

const { loader } = await import("../../src/public-page/shareImage.route");

const LOCK_NAME = "A private portfolio";
const locked = { status: "locked", name: LOCK_NAME, templateId: "modern", theme: null, slug: "ada", customDomain: null };

type LoaderArgs = Parameters<typeof loader>[0];
const load = (params: LoaderArgs["params"], answer: unknown, host = "folio.example") => {
  const convexQuery = (async () => answer) as unknown as ServerQuery;
  const request = new Request(`http://${host}/share.png`, { headers: { Host: host } });
  return loader({ params, request, context: { convexQuery } } as unknown as LoaderArgs) as Promise<Response>;
};

describe("a password-protected page's share image", () => {
  beforeEach(() => {
    drawn.length = 0;
  });

  test.each([
    ["by readable address", { slug: "ada" }],
    ["by user id", { userId: "k17abc" }],
    ["on its own domain", {}],
  ])("%s is the name card: the chosen name in the template's colours, nothing of the content", async (_where, params) => {
    const answer = Object.keys(params).length === 0 ? { ...locked, userId: "k17domain" } : locked;
    const response = await load(params, answer);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(drawn).toEqual([{ name: LOCK_NAME, role: "", photo: null, colors: findTemplate("modern")!.colors }]);
  });

  test("a new name draws a new card (not the one kept for the old name)", async () => {
    // Cards are kept per page: another page than the tests above, so its first card is drawn here.
    await load({ slug: "bo" }, locked);
    await load({ slug: "bo" }, locked);
    await load({ slug: "bo" }, { ...locked, name: "Another name" });
    expect(drawn.map((card) => (card as { name: string }).name)).toEqual([LOCK_NAME, "Another name"]);
  });

  test("a page that is not published still has none", async () => {
    await expect(load({ slug: "ada" }, { status: "not-published" })).rejects.toMatchObject({ init: { status: 404 } });
    expect(drawn).toEqual([]);
  });
});
