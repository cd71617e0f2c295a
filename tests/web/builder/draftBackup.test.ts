import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyFormData } from "../../../convex/model/formData";
import { BACKUP_DELAY_MS, backupStoreFor, type DraftBackup } from "../../../src/builder/session/draftBackup";

const KEY = "portfolio-builder:unsaved-draft:user-1";
const backup = (role: string): DraftBackup => ({ templateId: "minimalist", formData: { ...emptyFormData(), role }, baseRevision: 1, savedAt: 0 });
const stored = () => (JSON.parse(localStorage.getItem(KEY) ?? "null") as DraftBackup | null)?.formData.role;

describe("this browser's backup of unsaved edits", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("writes once typing pauses, the latest edit, and reads a pending one back at once", () => {
    const store = backupStoreFor("user-1");
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    store.write(backup("P"));
    store.write(backup("Pi"));
    store.write(backup("Pilot"));
    expect(stored()).toBeUndefined();
    expect(store.read()?.formData.role).toBe("Pilot");
    vi.advanceTimersByTime(BACKUP_DELAY_MS);
    expect(stored()).toBe("Pilot");
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
  });

  it("is written at once when the page is left or hidden", () => {
    const store = backupStoreFor("user-1");
    store.write(backup("Leaving"));
    window.dispatchEvent(new Event("pagehide"));
    expect(stored()).toBe("Leaving");
    store.write(backup("Hidden"));
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(stored()).toBe("Hidden");
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });

  it("drops a pending write when cleared (the server has the edits)", () => {
    const store = backupStoreFor("user-1");
    store.write(backup("Saved meanwhile"));
    store.clear();
    vi.advanceTimersByTime(BACKUP_DELAY_MS);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(store.read()).toBeNull();
  });
});
