import { describe, expect, it, vi } from "vitest";
import { emptyFormData, type PortfolioFormData } from "../../../convex/model/formData";
import { BuilderSession } from "../../../src/builder/session/session";

/** Counts the publish rules' web address checks (the drafts' limits never check an address). */
const urlChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../../convex/model/urls", async (original) => {
  const urls = await original<typeof import("../../../convex/model/urls")>();
  return { ...urls, isSafeUrl: (...args: Parameters<typeof urls.isSafeUrl>) => (urlChecks.count++, urls.isSafeUrl(...args)) };
});

const project = (i: number) => ({
  id: `p${i}`,
  title: `Project ${i}`,
  link: `https://example.com/${i}`,
  description: "Words",
  project_image: null,
  technology: "",
});

function loadedSession() {
  const session = new BuilderSession({
    templateId: "minimalist",
    port: { saveDraft: async () => ({ revision: 2, updatedAt: 1 }), upload: async () => Promise.reject(new Error("no uploads")) },
    autosaveDelayMs: 60_000,
  });
  const formData: PortfolioFormData = { ...emptyFormData(), name: "Ada", projects: [0, 1, 2, 3].map(project) };
  session.load({ templateId: "minimalist", formData, revision: 1, updatedAt: 1, images: {} }, null);
  return session;
}

describe("validation once per edit, the publish rules on demand (issue 45)", () => {
  it("a keystroke checks the limits only while no rule's message shows", () => {
    const session = loadedSession();
    urlChecks.count = 0;
    for (const text of ["Words a", "Words an", "Words and"]) session.setField("projects.2.description", text);
    expect(urlChecks.count).toBe(0);
    expect(session.getState().errors).toEqual({});
  });

  it("a blur asks the rules for its field, and they keep answering while their message shows", () => {
    const session = loadedSession();
    session.setField("projects.1.link", "javascript:alert(1)");
    session.blur("projects.1.link");
    expect(session.getState().errors["projects.1.link"]).toMatch(/web address/);
    urlChecks.count = 0;
    session.setField("projects.1.link", "https://example.com/fixed");
    expect(urlChecks.count).toBeGreaterThan(0);
    expect(session.getState().errors).toEqual({});
  });

  it("publishing asks for the rules, and points at the first field to fix", async () => {
    const session = loadedSession();
    session.setField("projects.3.link", "ftp://example.com");
    urlChecks.count = 0;
    await expect(session.readyToPublish()).resolves.toEqual({ ok: false, reason: "invalid", field: "projects.3.link" });
    expect(urlChecks.count).toBeGreaterThan(0);
    session.dispose();
  });

  it("an edit that changes no error keeps the errors object, so no field's binding changes", () => {
    const session = loadedSession();
    session.setField("projects.1.link", "javascript:alert(1)");
    session.blur("projects.1.link");
    const errors = session.getState().errors;
    session.setField("projects.2.description", "Other words");
    expect(session.getState().errors).toBe(errors);
  });
});
