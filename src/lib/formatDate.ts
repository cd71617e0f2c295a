/**
 * Dates as people read them, in the app's language (a BCP 47 tag such as "fr"; the browser's
 * locale when none is given). Invalid input gives "unknown".
 */
export function formatDate(value: string | number | null | undefined, language?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(language, { year: "numeric", month: "long", day: "numeric" }) : "unknown";
}

export function formatDateTime(value: string | number | null | undefined, language?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleString(language, { dateStyle: "medium", timeStyle: "short" }) : "unknown";
}

/** Counts and amounts with the language's separators (1,234 / 1 234 / 1.234). */
export function formatNumber(value: number, language?: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(language, options).format(value);
}

function toDate(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
