import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConvexError } from "convex/values";
import { emptyFormData, validateFormData, type PortfolioFormData } from "../../../convex/model/formData";
import { getConvexSize, type Value } from "convex/values";
import { DRAFT_BYTES_BUDGET, TOO_LARGE_FIELD_MESSAGE } from "../../../convex/model/draftSize";
import { LIMITS } from "../../../convex/model/limits";
import { largePage, wide } from "../../convex/worstCaseData";
import type { DraftBackup } from "../../../src/builder/session/draftBackup";
import { pathKey } from "../../../src/builder/session/merge";
import type { BackupStore, RemoteDraft, SessionPort } from "../../../src/builder/session/port";
import { BuilderSession } from "../../../src/builder/session/session";
import type { UploadResult } from "../../../src/uploads/upload";
import type { Id } from "../../../convex/_generated/dataModel";
import { setTranslatedText } from "../../../convex/model/translationEdits";
import { translationPath } from "../../../convex/model/translations";

const T0 = Date.UTC(2026, 0, 1);

/** The drafts backend as convex/drafts.ts and portfolios.publishDraft behave, in memory. */
function fakeServer(initial: Partial<PortfolioFormData> | null = null) {
  let draft: RemoteDraft | null = initial
    ? { templateId: "minimalist", formData: { ...emptyFormData(), ...initial }, revision: 1, updatedAt: T0, images: {} }
    : null;
  let clock = T0;
  const saves: { templateId: string; formData: PortfolioFormData; baseRevision: number }[] = [];
  let failNext = 0;
  const port: SessionPort = {
    saveDraft: async (args) => {
      saves.push(structuredClone(args));
      await Promise.resolve();
      if (failNext > 0) {
        failNext--;
        throw new Error("network down");
      }
      const errors = validateFormData(args.formData, "draft");
      if (Object.keys(errors).length > 0)
        throw new ConvexError({ code: "validation/invalid", message: "Some fields are too long. Please shorten them.", fields: errors });
      const current = draft?.revision ?? 0;
      if (args.baseRevision !== current)
        throw new ConvexError({
          code: "portfolio/conflict",
          message: "This draft was changed on another device or tab.",
          revision: current,
          updatedAt: draft?.updatedAt,
        });
      draft = { templateId: args.templateId, formData: structuredClone(args.formData), revision: current + 1, updatedAt: (clock += 1000), images: {} };
      return { revision: draft.revision, updatedAt: draft.updatedAt };
    },
    upload: async (file) =>
      ({ storageId: `stored-${file.name}` as Id<"_storage">, image: { src: `https://files.example/${file.name}` } }) satisfies UploadResult,
  };
  return {
    port,
    saves,
    get draft() {
      return draft;
    },
    failNext: (n: number) => (failNext = n),
    /** Another device saves. */
    saveElsewhere(change: (data: PortfolioFormData) => PortfolioFormData): RemoteDraft {
      draft = { ...draft!, formData: change(structuredClone(draft!.formData)), revision: draft!.revision + 1, updatedAt: (clock += 1000) };
      return draft;
    },
  };
}

function memoryBackup(initial: DraftBackup | null = null): BackupStore & { value: DraftBackup | null } {
  const store = {
    value: initial,
    read: () => store.value,
    write: (backup: DraftBackup) => (store.value = structuredClone(backup)),
    clear: () => (store.value = null),
  };
  return store;
}

function start(server: ReturnType<typeof fakeServer>, backup: BackupStore | null = memoryBackup()) {
  const session = new BuilderSession({
    templateId: "minimalist",
    port: server.port,
    random: () => 0,
    objectUrls: { create: (f) => `blob:${f.name}`, revoke: () => {} },
  });
  session.load(server.draft ? structuredClone(server.draft) : null, backup);
  return session;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("BuilderSession: entries", () => {
  it("gives stored entries without ids an id on load and keeps the ids through saving", async () => {
    const server = fakeServer({ skills: [{ name: "TypeScript" }, { name: "Go" }] });
    const session = start(server);
    const [a, b] = session.getState().values.skills;
    expect(a.id).toBeTruthy();
    expect(b.id).not.toBe(a.id);
    session.setField("skills.1.name", "Rust");
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.draft?.formData.skills).toEqual([
      { name: "TypeScript", id: a.id },
      { name: "Rust", id: b.id },
    ]);
  });

  it("adds, moves and removes entries by id", () => {
    const session = start(fakeServer());
    const first = session.addItem("projects");
    const second = session.addItem("projects");
    session.moveItem("projects", 1, 0);
    expect(session.getState().values.projects.map((p) => p.id)).toEqual([second, first]);
    session.removeItem("projects", second);
    expect(session.getState().values.projects.map((p) => p.id)).toEqual([first]);
  });
});

describe("BuilderSession: autosave", () => {
  it("saves once, a second after the last change, with the revision it started from", async () => {
    const server = fakeServer({ name: "Ada" });
    const session = start(server);
    expect(session.getState().status.kind).toBe("saved");
    session.setField("role", "E");
    await vi.advanceTimersByTimeAsync(500);
    session.setField("role", "Engineer");
    expect(session.getState().status.kind).toBe("unsaved");
    await vi.advanceTimersByTimeAsync(999);
    expect(server.saves).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.saves).toEqual([{ templateId: "minimalist", formData: expect.objectContaining({ role: "Engineer" }), baseRevision: 1 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getState().status).toEqual({ kind: "saved", at: T0 + 1000 });
  });

  it("does not save while offline and says so, then saves on reconnecting", async () => {
    const server = fakeServer({ name: "Ada" });
    const session = start(server);
    session.setEnvironment({ online: false });
    session.setField("bio", "Offline bio");
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.saves).toHaveLength(0);
    expect(session.getState().status.kind).toBe("offline");
    session.setEnvironment({ online: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.draft?.formData.bio).toBe("Offline bio");
  });

  it("retries a failed save with backoff and shows the failure meanwhile", async () => {
    const server = fakeServer({ name: "Ada" });
    const session = start(server);
    server.failNext(2);
    session.setField("role", "Engineer");
    await vi.advanceTimersByTimeAsync(1000);
    const status = session.getState().status;
    expect(status).toMatchObject({ kind: "error", reason: "network", retryAt: expect.any(Number) });
    await vi.advanceTimersByTimeAsync(1000); // first retry after 1 s: fails again
    expect(server.saves).toHaveLength(2);
    expect(session.getState().status.kind).toBe("error");
    await vi.advanceTimersByTimeAsync(2000); // second retry after 2 s: succeeds
    expect(server.saves).toHaveLength(3);
    expect(session.getState().status.kind).toBe("saved");
    expect(server.draft?.formData.role).toBe("Engineer");
  });

  it("names the field that blocks saving and waits for it to change", async () => {
    const server = fakeServer({ name: "Ada" });
    const session = start(server);
    session.setField("role", "x".repeat(LIMITS.role + 1));
    expect(session.getState().errors["role"]).toBe(`Must be at most ${LIMITS.role} characters.`);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.saves).toHaveLength(0);
    expect(session.getState().status).toMatchObject({ kind: "error", field: "role" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.saves).toHaveLength(0);
    session.setField("role", "Engineer");
    expect(session.getState().errors["role"]).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.draft?.formData.role).toBe("Engineer");
  });

  it("refuses content over the size budget before sending, beside the field that grew it", async () => {
    // A page just under the budget: the large page, with project descriptions filled until it nearly fits.
    const page = largePage();
    for (const project of page.projects) {
      if (getConvexSize(page as unknown as Value) > DRAFT_BYTES_BUDGET - 10_000) break;
      project.description = wide(LIMITS.description);
    }
    const server = fakeServer(page);
    const session = start(server);
    session.setField("about", wide(LIMITS.about));
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.saves).toHaveLength(0);
    expect(session.getState().errors["about"]).toBe(TOO_LARGE_FIELD_MESSAGE);
    expect(session.getState().status).toMatchObject({ kind: "error", field: "about" });
  });

  it("shows link, email and phone rules when the field is left, and clears them once fixed", () => {
    const session = start(fakeServer());
    session.setField("contact.email", "ada@");
    expect(session.getState().errors["contact.email"]).toBeUndefined();
    session.blur("contact.email");
    expect(session.getState().errors["contact.email"]).toBe("Enter a valid email address.");
    session.setField("contact.email", "ada@example.com");
    expect(session.getState().errors["contact.email"]).toBeUndefined();
  });
});

describe("BuilderSession: another device saved", () => {
  it("follows a newer draft at once when nothing here is unsaved", () => {
    const server = fakeServer({ name: "Ada" });
    const session = start(server);
    session.receiveDraft(server.saveElsewhere((d) => ({ ...d, name: "Ada from the laptop" })));
    expect(session.getState().values.name).toBe("Ada from the laptop");
    expect(session.getState().status.kind).toBe("saved");
  });

  it("keeps the pictures it knows as the same object when a draft brings none new (each save of ours comes back so), and takes in new ones", async () => {
    const server = fakeServer({ name: "Ada" });
    const session = start(server);
    session.receiveDraft({ ...server.draft!, images: { "stored-a": { src: "https://files.example/a.webp" } } });
    const known = session.getState().knownImages;
    expect(known).toEqual({ "stored-a": { src: "https://files.example/a.webp" } });
    session.setField("role", "Engineer");
    await vi.advanceTimersByTimeAsync(1000);
    let renders = 0;
    session.subscribe(() => renders++);
    // Our own save, delivered by the live query with the pictures it already had.
    session.receiveDraft({ ...server.draft!, images: { "stored-a": { src: "https://files.example/a.webp" } } });
    expect(session.getState().knownImages).toBe(known);
    expect(renders).toBe(0);
    session.receiveDraft({ ...server.draft!, images: { "stored-b": { src: "https://files.example/b.webp" } } });
    expect(session.getState().knownImages).toEqual({ ...known, "stored-b": { src: "https://files.example/b.webp" } });
  });

  it("merges edits to different fields after a refused save, with no conflict", async () => {
    const server = fakeServer({ name: "Ada", role: "Engineer", about: "Old story" });
    const session = start(server);
    session.setField("role", "Mine");
    const remote = server.saveElsewhere((d) => ({ ...d, about: "New story" }));
    await vi.advanceTimersByTimeAsync(1000); // the save is refused: revision 2 exists
    expect(session.getState().conflict).toBeNull();
    session.receiveDraft(remote); // the live query delivers it
    expect(session.getState().conflict).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.draft).toMatchObject({ revision: 3, formData: { role: "Mine", about: "New story" } });
    expect(server.saves.at(-1)?.baseRevision).toBe(2);
  });

  it("merges edits to different entries of one list by id, order included (old entries without ids too)", () => {
    const server = fakeServer({ skills: [{ name: "A" }, { name: "B" }, { name: "C" }] });
    const session = start(server);
    session.setField("skills.0.name", "A (mine)");
    session.moveItem("skills", 2, 0);
    const remote = server.saveElsewhere((d) => ({
      ...d,
      skills: d.skills.map((s) => (s.name === "B" ? { ...s, name: "B (theirs)" } : s)).concat({ id: "new-one", name: "D" }),
    }));
    session.receiveDraft(remote);
    expect(session.getState().conflict).toBeNull();
    expect(session.getState().values.skills.map((s) => s.name)).toEqual(["C", "A (mine)", "B (theirs)", "D"]);
  });

  it("names the person whose save conflicts (someone else, not 'you' on another device)", () => {
    const server = fakeServer({ name: "Ada", role: "Engineer" });
    const session = start(server);
    session.setField("role", "Mine");
    session.receiveDraft({ ...server.saveElsewhere((d) => ({ ...d, role: "Ana's" })), editedBy: { name: "Ana" } });
    expect(session.getState().conflict?.by).toBe("Ana");
    const other = start(fakeServer({ name: "Ada", role: "Engineer" }));
    other.setField("role", "Mine");
    other.receiveDraft({ ...server.draft!, revision: 9, editedBy: { name: "you" } });
    expect(other.getState().conflict?.by).toBeNull();
  });

  it("asks only about a field both changed, showing both values, and saves the choice", async () => {
    const server = fakeServer({ name: "Ada", role: "Engineer", about: "Old story" });
    const session = start(server);
    session.setField("role", "Mine");
    session.setField("bio", "My bio");
    session.receiveDraft(server.saveElsewhere((d) => ({ ...d, role: "Theirs", about: "New story" })));
    const conflict = session.getState().conflict!;
    expect(conflict.conflicts).toEqual([{ path: ["role"], base: "Engineer", mine: "Mine", theirs: "Theirs" }]);
    expect(session.getState().status.kind).toBe("conflict");
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.saves).toHaveLength(0);
    await session.resolveConflict({ [pathKey(["role"])]: "theirs" });
    expect(server.draft?.formData).toMatchObject({ role: "Theirs", bio: "My bio", about: "New story" });
    expect(server.saves.at(-1)?.baseRevision).toBe(2);
  });

  it("asks when one side removed an entry the other edited", () => {
    const server = fakeServer({ skills: [{ id: "s1", name: "Go" }] });
    const session = start(server);
    session.removeItem("skills", "s1");
    session.receiveDraft(server.saveElsewhere((d) => ({ ...d, skills: [{ id: "s1", name: "Golang" }] })));
    expect(session.getState().conflict?.conflicts).toEqual([
      { path: ["skills", { id: "s1" }], base: { id: "s1", name: "Go" }, mine: undefined, theirs: { id: "s1", name: "Golang" } },
    ]);
  });
});

describe("BuilderSession: undo and redo", () => {
  it("undoes typing in one field as one step, and redoes it", () => {
    const session = start(fakeServer({ name: "Ada" }));
    session.setField("role", "E");
    session.setField("role", "En");
    session.setField("role", "Eng");
    session.addItem("skills");
    expect(session.getState().canUndo).toBe(true);
    session.undo();
    expect(session.getState().values.skills).toHaveLength(0);
    session.undo();
    expect(session.getState().values.role).toBe("");
    expect(session.getState().canUndo).toBe(false);
    session.redo();
    expect(session.getState().values.role).toBe("Eng");
    expect(session.getState().canRedo).toBe(true);
  });

  it("starts a new step after a pause in typing", () => {
    const session = start(fakeServer());
    session.setField("role", "Eng");
    vi.advanceTimersByTime(1500);
    session.setField("role", "Engineer");
    session.undo();
    expect(session.getState().values.role).toBe("Eng");
  });

  it("undoing one's own edit keeps what another device changed meanwhile", async () => {
    const server = fakeServer({ name: "Ada" });
    const session = start(server);
    session.setField("role", "Engineer");
    await vi.advanceTimersByTimeAsync(1000);
    session.receiveDraft(server.saveElsewhere((d) => ({ ...d, about: "From the laptop" })));
    session.undo();
    expect(session.getState().values).toMatchObject({ role: "", about: "From the laptop" });
  });
});

describe("BuilderSession: this browser's backup", () => {
  it("keeps unsaved edits, and clears them once saved", async () => {
    const server = fakeServer({ name: "Ada" });
    const backup = memoryBackup();
    const session = start(server, backup);
    session.setField("role", "Engineer");
    expect(backup.value).toMatchObject({ baseRevision: 1, formData: { role: "Engineer" }, base: { role: "" } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(backup.value).toBeNull();
  });

  it("restores edits made on the same revision", () => {
    const server = fakeServer({ name: "Ada" });
    const session = start(
      server,
      memoryBackup({ templateId: "minimalist", baseRevision: 1, savedAt: T0, formData: { ...emptyFormData(), name: "Ada", role: "Unsaved" } }),
    );
    expect(session.getState().values.role).toBe("Unsaved");
    expect(session.getState().notice).toEqual({ kind: "restored-backup" });
    expect(session.getState().status.kind).toBe("unsaved");
  });

  it("merges edits kept from an older revision with what was saved since", () => {
    const server = fakeServer({ name: "Ada" });
    const base = { ...emptyFormData(), name: "Ada" };
    server.saveElsewhere((d) => ({ ...d, about: "Saved elsewhere" }));
    const session = start(server, memoryBackup({ templateId: "minimalist", baseRevision: 1, savedAt: T0, base, formData: { ...base, role: "Offline edit" } }));
    expect(session.getState().conflict).toBeNull();
    expect(session.getState().values).toMatchObject({ role: "Offline edit", about: "Saved elsewhere" });
  });

  it("asks about every differing field when an old backup has no base", () => {
    const server = fakeServer({ name: "Ada" });
    server.saveElsewhere((d) => ({ ...d, role: "Theirs" }));
    const session = start(
      server,
      memoryBackup({ templateId: "minimalist", baseRevision: 1, savedAt: T0, formData: { ...emptyFormData(), name: "Ada", role: "Offline edit" } }),
    );
    expect(session.getState().conflict?.conflicts.map((c) => pathKey(c.path))).toEqual(["role"]);
  });
});

describe("BuilderSession: images and publishing", () => {
  it("writes a finished upload into the project it was picked for, wherever it moved", async () => {
    const session = start(fakeServer());
    const first = session.addItem("projects");
    session.addItem("projects");
    expect(session.pickImage(first, new File(["x"], "shot.png", { type: "image/png" }))).toBeNull();
    session.moveItem("projects", 0, 1);
    await session.waitForUploads();
    expect(session.getState().values.projects.map((p) => p.project_image)).toEqual([null, "stored-shot.png"]);
    expect(session.getState().knownImages["stored-shot.png"]).toEqual({ src: "https://files.example/shot.png" });
  });

  it("is ready to publish the saved draft at its revision after saving what is unsaved", async () => {
    const server = fakeServer({ name: "Ada" });
    const session = start(server);
    session.setField("role", "Engineer");
    const result = await session.readyToPublish();
    expect(result).toEqual({ ok: true, revision: 2 });
    expect(server.saves).toHaveLength(1);
    expect(server.draft?.revision).toBe(2);
  });

  it("refuses to publish invalid content without saving", async () => {
    const server = fakeServer({ name: "" });
    const session = start(server);
    session.setField("role", "Engineer");
    const result = await session.readyToPublish();
    expect(result).toMatchObject({ ok: false, reason: "invalid", field: "name" });
    expect(session.getState().errors.name).toBe("Your name is required to publish.");
    expect(server.saves).toHaveLength(0);
  });

  it("does not save or publish a premium template on a free plan, and says why", async () => {
    const server = fakeServer({ name: "Ada" });
    const session = start(server);
    session.setEnvironment({ blockedReason: "Premium template." });
    session.setField("role", "Engineer");
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.saves).toHaveLength(0);
    expect(session.getState().status).toEqual({ kind: "blocked", message: "Premium template." });
    expect(await session.readyToPublish()).toMatchObject({ ok: false, reason: "blocked" });
  });
});

describe("BuilderSession: languages", () => {
  const french = (data: PortfolioFormData, key: string) => data.translations?.find((t) => t.id === "fr")?.texts.find((t) => t.id === key)?.text;
  const typeIn = (session: BuilderSession, tag: string, key: string, text: string) => {
    for (let i = 1; i <= text.length; i++)
      session.applyEdit(setTranslatedText(session.getState().values, tag, key, text.slice(0, i)), translationPath(tag, key));
  };

  it("undoes typing in French as one step, leaving English as it was, and redoes it", () => {
    const session = start(fakeServer({ name: "Ada", role: "Engineer", translations: [{ id: "fr", publish: false, texts: [] }] }));
    typeIn(session, "fr", "role", "Ingénieure");
    expect(french(session.getState().values, "role")).toBe("Ingénieure");
    session.undo();
    expect(session.getState().values).toMatchObject({ role: "Engineer", translations: [{ id: "fr", texts: [] }] });
    expect(session.getState().canUndo).toBe(false);
    session.redo();
    expect(french(session.getState().values, "role")).toBe("Ingénieure");
  });

  it("autosaves a translated text, with its limit checked like the main one's", async () => {
    const server = fakeServer({ name: "Ada", translations: [{ id: "fr", publish: false, texts: [] }] });
    const session = start(server);
    typeIn(session, "fr", "bio", "Bonjour");
    await vi.advanceTimersByTimeAsync(1000);
    expect(french(server.draft!.formData, "bio")).toBe("Bonjour");
    session.applyEdit(setTranslatedText(session.getState().values, "fr", "role", "x".repeat(LIMITS.role + 1)), translationPath("fr", "role"));
    expect(session.getState().errors[translationPath("fr", "role")]).toBeTruthy();
  });

  it("merges two devices editing French and English, and two French texts, with no conflict", async () => {
    const server = fakeServer({ name: "Ada", role: "Engineer", about: "Old story", translations: [{ id: "fr", publish: false, texts: [] }] });
    const session = start(server);
    typeIn(session, "fr", "role", "Ingénieure");
    // The laptop changes the English story and translates the bio into French meanwhile.
    const remote = server.saveElsewhere((d) => ({
      ...setTranslatedText(d, "fr", "bio", "Bonjour"),
      about: "New story",
    }));
    await vi.advanceTimersByTimeAsync(1000); // refused: revision 2 exists
    session.receiveDraft(remote);
    expect(session.getState().conflict).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    const saved = server.draft!.formData;
    expect(saved).toMatchObject({ role: "Engineer", about: "New story" });
    expect(french(saved, "role")).toBe("Ingénieure");
    expect(french(saved, "bio")).toBe("Bonjour");
  });
});
