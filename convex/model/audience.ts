import { v, type Infer } from "convex/values";
import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "./appLanguages";
import { LIMITS } from "./limits";
import { CONTACT_MESSAGE_MAIL } from "./mailTexts/contactMessage";
import { collectErrors, emailError, requiredError } from "./validation";

/**
 * The audience rules (views, visitors now, messages) shared by the Convex functions, the web server that counts views
 * and receives the contact form, the published page's script and the dashboard.
 */

/** One count per visitor per page in this window (the visitor is a daily-rotating salted hash). */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;
/**
 * View counters are split into shards (Convex's sharded-counter component); each batch adds to one
 * picked at random, so concurrent batches rarely write the same document.
 */
export const VIEW_SHARDS = 16;
/** Referring sites' counters have fewer: the dashboard adds up every site of a page in one query. */
export const REFERRER_SHARDS = 4;
/** Most views one call to the deployment carries (the web server's batch). */
export const VIEWS_PER_BATCH = 200;
/** Days the dashboard's chart shows (Pro and Business). */
export const CHART_DAYS = 30;
/** Referring sites listed on the dashboard, and the most distinct sites counted per page. */
export const TOP_REFERRERS = 5;
export const MAX_REFERRER_SITES = 500;

/**
 * A page heartbeat every this often; the presence component counts a tab as gone 2.5 heartbeats
 * after its last one (its rule), or at once when the tab says goodbye.
 */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_TTL_MS = PRESENCE_HEARTBEAT_MS * 2.5;
/**
 * "Viewing now" stops counting here (bounds the query). No more tabs can be open: new tabs per
 * page are limited (lib/rateLimits.ts, presenceNewTabsPerPage: 60 at once, 60 a minute), and a
 * tab lives PRESENCE_TTL_MS after its last beat, so at most 60 + 60 × 37.5 s / 60 s < 100.
 */
export const PRESENCE_MAX = 100;
/** A per-tab random token: URL-safe, 16–64 characters. */
export const PRESENCE_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** Messages from visitors: field sizes and how long they are kept (how many: lib/rateLimits.ts). */
export const MESSAGE_LIMITS = {
  name: LIMITS.name,
  message: 2000,
};
export const MESSAGE_RETENTION_MS = 180 * 24 * 60 * 60 * 1000;
/** The inbox shows the newest messages; the unread badge counts up to this. */
export const INBOX_PAGE = 100;
export const UNREAD_MAX = 99;

/** The contact form's field names; `website` is the honeypot (hidden from people, filled by bots). */
export const MESSAGE_FIELDS = { name: "name", email: "email", message: "message", honeypot: "website" } as const;

export const visitorMessageValidator = v.object({ name: v.string(), email: v.string(), message: v.string() });
export type VisitorMessage = Infer<typeof visitorMessageValidator>;

/** Field → message for what is wrong with a visitor's message; empty when it can be sent. */
export function validateVisitorMessage(input: VisitorMessage): Record<string, string> {
  return collectErrors({
    name: requiredError(input.name, "Name", MESSAGE_LIMITS.name),
    email: emailError(input.email),
    message: requiredError(input.message, "Message", MESSAGE_LIMITS.message),
  });
}

/** Which page a view or message is for: the address the visitor used. */
export const pageKeyValidator = v.union(v.object({ slug: v.string() }), v.object({ userId: v.string() }));
export type PageKey = Infer<typeof pageKeyValidator>;

/** A visitor hash as the web server makes it: 64 hex digits (SHA-256). */
export const VISITOR_HASH = /^[0-9a-f]{64}$/;

/** UTC day "YYYY-MM-DD" of a time: the counters' and the chart's buckets. */
export function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The last `days` UTC days ending with `now`'s, oldest first. */
export function lastDays(now: number, days = CHART_DAYS): string[] {
  return Array.from({ length: days }, (_, i) => dayOf(now - (days - 1 - i) * 24 * 60 * 60 * 1000));
}

/**
 * The referring site of a Referer header, domain only (no path, query or port; "www." dropped);
 * null for none, a malformed one, a non-web scheme, or the site's own host (moving between pages).
 */
export function referrerDomain(referer: string | null | undefined, ownHost?: string): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");
  if (host === "" || host.length > 253 || !/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/.test(host)) return null;
  if (ownHost !== undefined && host === ownHost.toLowerCase().replace(/^www\./, "")) return null;
  return host;
}

/** Control characters (line breaks too) out of a one-line field, such as a mail subject's name. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+/g, " ").trim();
}

/** The mail that tells an owner a visitor wrote (the visitor's email is the one to reply to), in the owner's language. */
export function newMessageMail(to: string, message: VisitorMessage, inboxUrl: string, language: AppLanguage = DEFAULT_APP_LANGUAGE) {
  const texts = CONTACT_MESSAGE_MAIL[language];
  const from = `${oneLine(message.name).slice(0, MESSAGE_LIMITS.name)} <${oneLine(message.email)}>`;
  return { to, subject: texts.subject, text: texts.body({ from, message: message.message, inbox: inboxUrl }).join("\n") };
}
