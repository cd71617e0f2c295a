/**
 * URL rules: links a visitor can click must be http(s) (mailto:/tel: only where they belong),
 * so a published page can never run `javascript:` or similar.
 */
export type UrlKind = "web" | "email" | "phone";

const SCHEMES: Record<UrlKind, string[]> = {
  web: ["http:", "https:"],
  email: ["mailto:"],
  phone: ["tel:"],
};

/** Returns the normalised URL, or null when it is not allowed for that kind. */
export function sanitizeUrl(input: string, kind: UrlKind = "web"): string | null {
  const trimmed = input.trim();
  if (trimmed === "") return null;
  // People type "github.com/me": treat a scheme-less web address as https.
  const candidate = kind === "web" && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? `https://${trimmed}` : trimmed;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!SCHEMES[kind].includes(url.protocol)) return null;
  if (kind === "web" && !url.hostname.includes(".")) return null;
  return url.toString();
}

export function isSafeUrl(input: string, kind: UrlKind = "web"): boolean {
  return sanitizeUrl(input, kind) !== null;
}

export function mailtoHref(email: string): string | null {
  return sanitizeUrl(`mailto:${email.trim()}`, "email");
}

export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, "");
  return digits ? sanitizeUrl(`tel:${digits}`, "phone") : null;
}

/** "https://www.github.com/ada/" → "github.com/ada": as people write an address (a printed line, a QR code's label). */
export function linkText(href: string): string {
  return href
    .replace(/^https?:\/\//i, "")
    .replace(/^www\./i, "")
    .replace(/\/$/, "");
}
