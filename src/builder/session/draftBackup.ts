import { emptyFormData, LIST_SECTIONS, type PortfolioFormData } from "../../../convex/model/formData";

/**
 * A copy of unsaved builder edits in this browser, so a closed tab, a crash or a long offline
 * spell loses nothing. Kept per user; cleared once the server has the same content.
 */
export type DraftBackup = {
  templateId: string;
  formData: PortfolioFormData;
  baseRevision: number;
  savedAt: number;
  /** The saved version these edits started from, so a later load can merge them (absent in older backups). */
  base?: PortfolioFormData;
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
    const formData = { ...empty, ...parsed.formData } as PortfolioFormData;
    if (LIST_SECTIONS.some((section) => !Array.isArray(formData[section]))) return null;
    formData.socialLinks = { ...empty.socialLinks, ...formData.socialLinks };
    formData.contact = { ...empty.contact, ...formData.contact };
    const base = typeof parsed.base === "object" && parsed.base !== null ? ({ ...empty, ...parsed.base } as PortfolioFormData) : undefined;
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

/** How long a backup waits for the next keystroke before it is written (and always when the page is hidden or left). */
export const BACKUP_DELAY_MS = 300;

/**
 * The backup of one user, as the builder session's BackupStore. Writes are coalesced: serialising
 * a large portfolio into localStorage on every keystroke cost more than the rest of the keystroke.
 * A pending write is flushed when the page is hidden or unloaded, and read back before it lands.
 */
export function backupStoreFor(uid: string) {
  let pending: DraftBackup | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending) writeBackup(uid, pending);
    pending = null;
  };
  const settle = () => {
    flush();
    watch(false);
  };
  const onHide = () => {
    if (document.visibilityState !== "visible") settle();
  };
  function watch(on: boolean) {
    if (typeof window === "undefined") return;
    const method = on ? "addEventListener" : "removeEventListener";
    window[method]("pagehide", settle);
    document[method]("visibilitychange", onHide);
  }
  return {
    read: () => pending ?? readBackup(uid),
    write: (backup: DraftBackup) => {
      if (!pending) watch(true);
      pending = backup;
      if (timer) clearTimeout(timer);
      timer = setTimeout(settle, BACKUP_DELAY_MS);
    },
    clear: () => {
      if (timer) clearTimeout(timer);
      timer = null;
      if (pending) watch(false);
      pending = null;
      clearBackup(uid);
    },
  };
}
