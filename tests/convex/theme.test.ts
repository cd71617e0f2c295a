import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Theme } from "../../convex/model/theme";
import { formData, rejectionData, setupBackend, signedUpUser } from "./setup";

const theme: Theme = { accent: "#be123c", fonts: "grotesk", scheme: "dark" };

describe("portfolio themes on the server", () => {
  test("a theme is kept in the draft, the published page and its version; old drafts without one still save", async () => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData(), baseRevision: 0 });
    expect((await ada.as.query(api.drafts.get, {}))?.formData.theme).toBeUndefined();

    await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ theme }), baseRevision: 1 });
    expect((await ada.as.query(api.drafts.get, {}))?.formData.theme).toEqual(theme);

    await ada.as.mutation(api.portfolios.publishDraft, {});
    const page = await t.query(api.portfolios.getPublic, { userId: ada.userId });
    expect(page.status === "published" && page.content.theme).toEqual(theme);
    const [version] = (await ada.as.query(api.portfolioVersions.list, {})) ?? [];
    const kept = await ada.as.query(api.portfolioVersions.get, { versionId: version.id });
    expect(kept?.status === "found" && kept.content.theme).toEqual(theme);
  });

  test.each([
    ["accent", { ...theme, accent: "red;background:url(//evil)" }],
    ["fonts", { ...theme, fonts: "__proto__" }],
    ["scheme", { ...theme, scheme: "sepia" }],
  ])("a bad %s is refused with validation/invalid and nothing is written", async (field, bad) => {
    const t = await setupBackend();
    const ada = await signedUpUser(t);
    const saving = await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: formData({ theme: bad }), baseRevision: 0 }));
    expect(saving).toMatchObject({ code: "validation/invalid", message: expect.stringMatching(/theme/i), fields: { [`theme.${field}`]: expect.any(String) } });
    expect(await ada.as.query(api.drafts.get, {})).toBeNull();

    const publishing = await rejectionData(ada.as.mutation(api.portfolios.publish, { templateId: "minimalist", formData: formData({ theme: bad }) }));
    expect(publishing).toMatchObject({ code: "validation/invalid", fields: { [`theme.${field}`]: expect.any(String) } });
    expect((await t.query(api.portfolios.getPublic, { userId: ada.userId })).status).not.toBe("published");
  });
});
