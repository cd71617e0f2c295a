import { describe, expect, it } from "vitest";
import { ConvexError } from "convex/values";
import { emptyFormData } from "../../../convex/model/formData";
import { SaveQueue, type SaveEvent } from "../../../src/builder/session/saveQueue";
import { initialSessionState, type SessionState } from "../../../src/builder/session/sessionState";

/** A loaded session's state with unsaved values, as the session hands it to the queue. */
const unsaved = (): SessionState => {
  const s = initialSessionState("minimalist");
  return { ...s, ready: true, dirty: true, values: { ...emptyFormData(), name: "Ada" }, saved: { ...s.saved, revision: 3 } };
};

function queue(saveDraft: ConstructorParameters<typeof SaveQueue>[0]["saveDraft"]) {
  const events: SaveEvent["type"][] = [];
  const reported: SaveEvent[] = [];
  const saves = new SaveQueue({ saveDraft, onEvent: (e) => (events.push(e.type), reported.push(e)), delayMs: 60_000, now: () => 0, random: () => 0 });
  saves.update(unsaved());
  return { saves, events, reported };
}

describe("SaveQueue: reads the state it is handed, reports through events (issue 45)", () => {
  it("a save reports saving, the saved version, then settled", async () => {
    const { saves, events, reported } = queue(async (args) => {
      expect(args.baseRevision).toBe(3);
      return { revision: 4, updatedAt: 99 };
    });
    await expect(saves.save("manual")).resolves.toEqual({ ok: true });
    expect(events).toEqual(["saving", "saved", "settled"]);
    expect(reported[1]).toMatchObject({ type: "saved", saved: { revision: 4, updatedAt: 99, templateId: "minimalist" } });
    saves.stop();
  });

  it("a save on an old revision reports the revision to await; a refusal the fields to mark", async () => {
    const stale = queue(async () => {
      throw new ConvexError({ code: "portfolio/conflict", message: "Changed elsewhere.", revision: 7 });
    });
    await expect(stale.saves.save("manual")).resolves.toMatchObject({ ok: false, reason: "conflict" });
    expect(stale.reported).toContainEqual({ type: "stale", revision: 7 });

    const refused = queue(async () => {
      throw new ConvexError({ code: "validation/invalid", message: "Too long.", fields: { name: "Must be at most 3 characters." } });
    });
    await expect(refused.saves.save("manual")).resolves.toEqual({ ok: false, reason: "refused", message: "Too long.", field: "name" });
    expect(refused.reported).toContainEqual(expect.objectContaining({ type: "failed", fields: { name: "Must be at most 3 characters." } }));
    expect(refused.events.at(-1)).toBe("settled");
  });

  it("nothing to save before the session hands over a loaded state", async () => {
    const saves = new SaveQueue({ saveDraft: async () => ({ revision: 1, updatedAt: 1 }), onEvent: () => {}, delayMs: 1, now: () => 0, random: () => 0 });
    await expect(saves.save("manual")).resolves.toEqual({ ok: false, reason: "not-ready" });
    await expect(saves.flush()).resolves.toBe(true);
  });
});
