/** Dates as people read them, in their own locale (or `locale`, e.g. the app's language). Invalid input gives "unknown". */
export function formatDate(value: string | number | null | undefined, locale?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric" }) : "unknown";
}

export function formatDateTime(value: string | number | null | undefined, locale?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" }) : "unknown";
}

function toDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
