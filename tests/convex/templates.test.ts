import { describe, expect, test } from "vitest";
import { api, internal } from "../../convex/_generated/api";
import { isPremium, PREMIUM_MESSAGE, TEMPLATES } from "../../convex/model/templates";
import { rejectionData, setupBackend, signedUpUser } from "./setup";

describe("templates.use and the premium rule", () => {
  test("the catalogue has the spec's prices, then ten premium templates", () => {
    expect(TEMPLATES.slice(0, 6).map((t) => [t.id, t.price])).toEqual([
      ["minimalist", 6],
      ["creative", 8],
      ["professional", 9.5],
      ["modern", 10],
      ["artistic", 15],
      ["bold", 20],
    ]);
    const added = TEMPLATES.slice(6);
    expect(added).toHaveLength(10);
    expect(added.every((t) => isPremium(t))).toBe(true);
    expect(TEMPLATES.filter((t) => isPremium(t)).length).toBeGreaterThanOrEqual(10);
    expect(new Set(TEMPLATES.map((t) => t.id)).size).toBe(16);
    for (const t of added) {
      expect(t.routeParam).toBe(t.id);
      expect(t.image).toBe(`templates/${t.id}.webp`);
      expect(t.tags.length).toBeGreaterThanOrEqual(3);
    }
  });

  test("a $10 template is free to use and records the saved template entry once", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await ada.as.mutation(api.templates.use, { templateId: "modern" })).toEqual({ templateId: "modern" });
    await ada.as.mutation(api.templates.use, { templateId: "modern" });
    const entries = await t.run((ctx) => ctx.db.query("userTemplates").collect());
    expect(entries).toEqual([expect.objectContaining({ userId: ada.userId, templateId: "modern", name: "Modern", category: "Creative", price: 10 })]);
  });

  test.each(["artistic", "bold"])("%s (over ten dollars) is refused on the free plan with the spec's message", async (templateId) => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await rejectionData(ada.as.mutation(api.templates.use, { templateId }))).toEqual({ code: "template/premium", message: PREMIUM_MESSAGE });
    expect(await t.run((ctx) => ctx.db.query("userTemplates").collect())).toEqual([]);
  });

  test("a paid plan (set by the internal setPlan) may use premium templates", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await t.mutation(internal.users.setPlan, { email: "ADA@example.com", plan: "pro" });
    expect(await ada.as.mutation(api.templates.use, { templateId: "bold" })).toEqual({ templateId: "bold" });
  });

  test("unknown templates and anonymous callers are refused", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    expect(await rejectionData(ada.as.mutation(api.templates.use, { templateId: "nope" }))).toMatchObject({ code: "template/not-found" });
    expect(await rejectionData(t.mutation(api.templates.use, { templateId: "minimalist" }))).toMatchObject({ code: "auth/unauthenticated" });
  });
});
