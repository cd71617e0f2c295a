import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { DRAFT_BYTES_BUDGET, draftSizeErrors, TOO_LARGE_FIELD_MESSAGE } from "../../convex/model/draftSize";
import { rejectionData, setupBackend } from "./setup";
import { fullFormData, largePage, seedUser, url, wide } from "./worstCaseData";

/**
 * Every function at the largest data one account can hold, under a deployment's transaction
 * limits (STRICT_LIMITS): each either succeeds or refuses with a coded ConvexError, never with
 * "Read too much data" or a document over 1 MiB.
 */

describe("draft size", () => {
  test("a draft at every field limit in 3-byte characters is refused in words, naming the field that grew it", async () => {
    const t = await setupBackend({ limits: "strict" });
    const ada = await seedUser(t);
    const saved = await ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: largePage(), baseRevision: 0 });
    expect(saved.revision).toBe(1);

    // The per-field limits allow it; the deployment's 1 MiB per document does not.
    const full = fullFormData({ link: url });
    const refused = await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: full, baseRevision: 1 }));
    expect(refused).toMatchObject({ code: "portfolio/too-large", fields: { "resume.basics": TOO_LARGE_FIELD_MESSAGE } });
    expect(refused.message).toMatch(/^Your portfolio is too large to save \(1\.\d\d MB; at most 0\.90 MB\)\. Most of the growth is in /);

    // Growing one field past the budget names that field and its section.
    const grown = largePage();
    grown.experience[7].description = wide(2000);
    grown.about = wide(5000);
    const tooBig = { ...grown, projects: grown.projects.map((p) => ({ ...p, description: wide(2000) })) };
    const data = await rejectionData(ada.as.mutation(api.drafts.save, { templateId: "minimalist", formData: tooBig, baseRevision: 1 }));
    expect(data).toMatchObject({ code: "portfolio/too-large", fields: { about: TOO_LARGE_FIELD_MESSAGE } });
    expect(data.message).toContain("Most of the growth is in About");
    expect((await ada.as.query(api.drafts.get, {}))!.revision).toBe(1);
  });

  test("the rule is shared: the builder finds the same field before sending", () => {
    expect(draftSizeErrors(largePage(), null)).toBeNull();
    const page = largePage();
    const previous = { ...page, projects: page.projects.map((p) => ({ ...p, description: wide(2000) })) };
    const next = { ...previous, experience: previous.experience.map((e, i) => (i === 3 ? { ...e, description: wide(2000) } : e)) };
    const errors = draftSizeErrors(next, previous);
    expect(errors?.fields).toEqual({ "experience.3.description": TOO_LARGE_FIELD_MESSAGE });
    expect(errors?.message).toContain("Most of the growth is in Experience");
    expect(DRAFT_BYTES_BUDGET).toBeLessThan(1 << 20);
  });
});
