import { describe, expect, it } from "vitest";
import { emptyFormData, validateAfterEdit, validateFormData, type PortfolioFormData } from "../../../convex/model/formData";
import {
  errorsAfterBlur,
  idPath,
  imagePathOf,
  revalidate,
  withEntryAdded,
  withEntryInserted,
  withEntryMoved,
  withEntryRemoved,
} from "../../../src/builder/session/formEdits";
import fc from "fast-check";
import { withValueAt } from "../../../src/builder/session/merge";
import { isDirty, saveStatusOf } from "../../../src/builder/session/status";
import { initialSessionState, type SessionState } from "../../../src/builder/session/sessionState";

const withSkills = (...names: string[]): PortfolioFormData =>
  ({ ...emptyFormData(), skills: names.map((name, i) => ({ id: `s${i}`, name, percentage: 50 })) }) as PortfolioFormData;

describe("form edits", () => {
  it("keeps untouched parts of the form the same objects", () => {
    const values = withSkills("A", "B");
    const added = withEntryAdded(values, "skills", "new");
    expect(added.skills.map((s) => s.id)).toEqual(["s0", "s1", "new"]);
    expect(added.projects).toBe(values.projects);
    expect(added.skills[0]).toBe(values.skills[0]);
  });

  it("moves, removes and re-inserts entries by id, and returns the same values for no-ops", () => {
    const values = withSkills("A", "B", "C");
    expect(withEntryMoved(values, "skills", 0, 2).skills.map((s) => s.name)).toEqual(["B", "C", "A"]);
    expect(withEntryMoved(values, "skills", 0, 3)).toBe(values);
    expect(withEntryMoved(values, "skills", 1, 1)).toBe(values);
    const removed = withEntryRemoved(values, "skills", "s1");
    expect(removed.skills.map((s) => s.name)).toEqual(["A", "C"]);
    expect(withEntryInserted(removed, "skills", values.skills[1], 1).skills.map((s) => s.name)).toEqual(["A", "B", "C"]);
    expect(withEntryInserted(values, "skills", values.skills[1], 0)).toBe(values);
  });

  it("turns index paths into id paths, and finds image slots", () => {
    const values = withSkills("A", "B");
    expect(idPath(values, "skills.1.name")).toEqual(["skills", { id: "s1" }, "name"]);
    expect(imagePathOf(values, "image")).toEqual(["image"]);
    expect(imagePathOf(values, "gone")).toBeNull();
  });

  it("shows limits at once and other rules only after the field was left", () => {
    const empty = emptyFormData();
    const values = { ...empty, name: "x".repeat(500), contact: { ...empty.contact, email: "not an email" } } as PortfolioFormData;
    const shown = revalidate(values, {});
    expect(shown.name).toBeDefined();
    expect(shown["contact.email"]).toBeUndefined();
    const afterBlur = errorsAfterBlur(values, shown, "contact.email");
    expect(afterBlur["contact.email"]).toBeDefined();
    expect(revalidate(values, afterBlur)["contact.email"]).toBe(afterBlur["contact.email"]);
  });

  it("checks again only the part of the form a keystroke changed, with the same result as the whole rules", () => {
    const empty = emptyFormData();
    const project = (i: number) => ({
      id: `p${i}`,
      title: `Project ${i}`,
      link: "https://example.com",
      description: "Words",
      project_image: null,
      technology: "",
    });
    // The contact part counts how often the rules read it; edits elsewhere leave it the same object.
    let contactReads = 0;
    const contact = Object.fromEntries(Object.entries(empty.contact).map(([key, value]) => [key, { enumerable: true, get: () => (contactReads++, value) }]));
    const before = { ...empty, name: "Ada", contact: Object.defineProperties({}, contact), projects: [0, 1, 2].map(project) } as PortfolioFormData;
    // A rule's message shows (its field is being fixed), so the publish rules run on each keystroke too.
    const shown = revalidate(before, { "projects.1.link": "Enter a web address starting with http:// or https://." });
    expect(contactReads).toBeGreaterThan(0);
    contactReads = 0;
    // A keystroke in project 2's link: the projects are checked again, the contact details are not.
    const next = { ...before, projects: before.projects.map((p, i) => (i === 1 ? { ...p, link: "javascript:alert(1)" } : p)) } as PortfolioFormData;
    const errors = revalidate(next, { ...shown, "projects.1.link": "Enter a web address starting with http:// or https://." }, before);
    expect(contactReads).toBe(0);
    expect(errors["projects.1.link"]).toBe(validateFormData(next, "publish")["projects.1.link"]);
    expect(errorsAfterBlur(next, errors, "projects.1.link")["projects.1.link"]).toBeDefined();
  });

  it("agrees with validateFormData after any edit, part by part", () => {
    const text = fc.oneof(fc.constantFrom("", "ok", "https://example.com", "javascript:x", "x".repeat(3000)), fc.string({ maxLength: 5 }));
    const edit = fc.record({ field: fc.constantFrom("name", "about", "projects", "contact"), value: text });
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 6 }), fc.constantFrom("draft" as const, "publish" as const), (edits, mode) => {
        let values = {
          ...emptyFormData(),
          projects: [{ id: "p", title: "", link: "", description: "", project_image: null, technology: "" }],
        } as PortfolioFormData;
        let parts = validateAfterEdit(values, mode);
        for (const { field, value } of edits) {
          if (field === "projects") values = { ...values, projects: [{ ...values.projects[0], link: value }] };
          else if (field === "contact") values = { ...values, contact: { ...values.contact, email: value } };
          else values = { ...values, [field]: value };
          parts = validateAfterEdit(values, mode, parts);
          expect(parts.errors).toEqual(validateFormData(values, mode));
          expect(Object.keys(parts.errors)).toEqual(Object.keys(validateFormData(values, mode)));
        }
      }),
    );
  });
});

describe("dirty check", () => {
  it("clearing a value removes its key, so clearing what the draft lacked leaves the form clean", () => {
    const state = initialSessionState("modern");
    const saved = { ...state.saved, formData: { ...state.values, name: "Ada" } };
    const s = { ...state, ready: true, saved, values: saved.formData };
    const set = withValueAt(s.values, ["language"], "fr");
    const cleared = withValueAt(set, ["language"], undefined);
    expect(isDirty({ ...s, values: set })).toBe(true);
    expect(Object.keys(cleared)).not.toContain("language");
    expect(isDirty({ ...s, values: cleared })).toBe(false);
    expect(isDirty({ ...s, values: structuredClone(s.values) })).toBe(false);
  });
});

describe("save status", () => {
  const base = (patch: Partial<SessionState>): SessionState => {
    const initial = initialSessionState("modern");
    return { ...initial, ready: true, hadDraft: true, saved: { ...initial.saved, templateId: "modern", revision: 1, updatedAt: 10 }, ...patch };
  };

  it("is dirty for other values or another template, not for equal copies", () => {
    const s = base({});
    expect(isDirty(s)).toBe(false);
    expect(isDirty({ ...s, values: structuredClone(s.values) })).toBe(false);
    expect(isDirty({ ...s, values: { ...s.values, name: "Ada" } })).toBe(true);
    expect(isDirty({ ...s, templateId: "bold" })).toBe(true);
  });

  it("says the most important state first, and the failure's reason", () => {
    expect(saveStatusOf(base({ ready: false }))).toEqual({ kind: "loading" });
    expect(saveStatusOf(base({ env: { authenticated: true, online: false, blockedReason: "Premium." } }))).toEqual({ kind: "blocked", message: "Premium." });
    const failure = { reason: "network" as const, message: null, field: null, retryAt: 99, values: emptyFormData() };
    expect(saveStatusOf(base({ dirty: true, failure }))).toEqual({ kind: "error", reason: "network", message: null, field: null, retryAt: 99 });
    expect(saveStatusOf(base({ dirty: false, failure }))).toEqual({ kind: "saved", at: 10 });
    expect(saveStatusOf(base({ dirty: true, saving: true, failure }))).toEqual({ kind: "saving" });
  });
});
