import { emptyFormData, LIST_SECTIONS, type FormData } from "../../../convex/model/formData";

/**
 * A copy of unsaved builder edits in this browser, so a closed tab, a crash or a long offline
 * spell loses nothing. Kept per user; cleared once the server has the same content.
 */
export type DraftBackup = {
  templateId: string;
  formData: FormData;
  baseRevision: number;
  savedAt: number;
  /** The saved version these edits started from, so a later load can merge them (absent in older backups). */
  base?: FormData;
};

const keyFor = (uid: string) => `portfolio-builder:unsaved-draft:${uid}`;

export function readBackup(uid: string): DraftBackup | null {
  try {
    const raw = localStorage.getItem(keyFor(uid));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<DraftBackup>;
    if (typeof parsed.templateId !== "string" || typeof parsed.baseRevision !== "number" || typeof parsed.formData !== "object" || parsed.formData === null) {
      return null;
    }
    // Fill anything missing from older shapes; the server validates the rest on save.
    const empty = emptyFormData();
    const formData = { ...empty, ...parsed.formData } as FormData;
    if (LIST_SECTIONS.some((section) => !Array.isArray(formData[section]))) return null;
    formData.socialLinks = { ...empty.socialLinks, ...formData.socialLinks };
    formData.contact = { ...empty.contact, ...formData.contact };
    const base = typeof parsed.base === "object" && parsed.base !== null ? ({ ...empty, ...parsed.base } as FormData) : undefined;
    return { templateId: parsed.templateId, formData, baseRevision: parsed.baseRevision, savedAt: parsed.savedAt ?? 0, ...(base ? { base } : {}) };
  } catch {
    return null;
  }
}

export function writeBackup(uid: string, backup: DraftBackup): void {
  try {
    localStorage.setItem(keyFor(uid), JSON.stringify(backup));
  } catch {
    // Storage full or disabled: the server save is still the primary copy.
  }
}

export function clearBackup(uid: string): void {
  try {
    localStorage.removeItem(keyFor(uid));
  } catch {
    // Nothing to do.
  }
}

/** The backup of one user, as the builder session's BackupStore. */
export const backupStoreFor = (uid: string) => ({
  read: () => readBackup(uid),
  write: (backup: DraftBackup) => writeBackup(uid, backup),
  clear: () => clearBackup(uid),
});
