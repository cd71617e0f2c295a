/**
 * The trash (convex/trash.ts): what a deletion keeps for TRASH_DAYS, and the words its restore
 * conflicts are told in. Shared by the server and the dashboard's Trash area.
 */

export const TRASH_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const TRASH_MS = TRASH_DAYS * DAY_MS;

/** A deleted account can be brought back through its mail's link for this long; then it is gone for good. */
export const ACCOUNT_UNDO_DAYS = 7;
export const ACCOUNT_UNDO_MS = ACCOUNT_UNDO_DAYS * DAY_MS;

/** Items kept per owner: past it, the oldest are emptied early (the list and the picture checks stay bounded). */
export const MAX_TRASH_ITEMS = 100;

export const TRASH_KINDS = ["section", "entry", "version", "domain", "portfolio"] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  section: "Section",
  entry: "Entry",
  version: "Published version",
  domain: "Custom domain",
  portfolio: "Whole portfolio",
};

/** Whole days left before an item is emptied (at least 1 while it is still listed). */
export function daysLeft(expiresAt: number, now: number): number {
  return Math.max(1, Math.ceil((expiresAt - now) / DAY_MS));
}

export const daysLeftText = (days: number) => (days === 1 ? "1 day left" : `${days} days left`);

/** A label for a deleted entry or section: its title, or what it is. */
export function trashLabel(title: string, fallback: string): string {
  const trimmed = title.trim();
  return trimmed === "" ? fallback : trimmed.length > 80 ? `${trimmed.slice(0, 79)}…` : trimmed;
}
