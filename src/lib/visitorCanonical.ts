import { APP_BASENAME as BASE } from "./basePath";

/**
 * The canonical link of the product's own prerendered visitor pages. They are written at build time,
 * when the site's origin is not known (the same build serves any origin), so the link is set when a
 * page is served: by the web server for the prerendered file (local-backend/webApp.ts) and by
 * the server entry for a page rendered per request (src/entry.server.tsx).
 */

/** The prerendered visitor pages (react-router.config.ts), without the base path. */
export const VISITOR_PAGE_PATHS = ["/home", "/pricing", "/about", "/contact", "/templates"] as const;

const CANONICAL_LINK = /<link\b[^>]*\brel="canonical"[^>]*>/gi;

/** The visitor page a request path names (`/portfolio-builder/home/` → `/home`), or null. */
export function visitorPagePath(pathname: string): string | null {
  if (!pathname.startsWith(BASE)) return null;
  const page = pathname.slice(BASE.length).replace(/\/+$/, "");
  return (VISITOR_PAGE_PATHS as readonly string[]).includes(page) ? page : null;
}

/**
 * The page's HTML with one canonical link to `origin` + the page's path (no query: a filtered
 * gallery is the same page), replacing any the build wrote. Other pages come back unchanged.
 */
export function withVisitorCanonical(html: string, origin: string, pathname: string): string {
  const page = visitorPagePath(pathname);
  const head = html.indexOf("</head>");
  if (page === null || head === -1) return html;
  const href = `${origin.replace(/\/+$/, "")}${BASE}${page}`;
  const link = `<link rel="canonical" href="${escapeAttribute(href)}"/>`;
  const cleaned = html.slice(0, head).replace(CANONICAL_LINK, "");
  return `${cleaned}${link}${html.slice(head)}`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
