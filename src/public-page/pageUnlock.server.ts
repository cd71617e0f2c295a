/**
 * The web server's side of password-protected pages: the unlock cookie (HttpOnly, SameSite=Lax,
 * scoped to the page's own path), the unlock form's POST, and the Cache-Control of protected
 * answers. The cookie holds the deployment's signed token (convex/lib/pageUnlock.ts), which the
 * public queries check: this server holds no key and decides nothing about it.
 */
import { data, redirect } from "react-router";
import type { PageKey } from "../../convex/model/audience";
import { UNLOCK_FIELDS, UNLOCK_INTENT, type UnlockOutcome } from "../../convex/model/pagePassword";
import { readPostedForm } from "../lib/postedForm.server";
import { convexSiteUrl, secret, visitorHash } from "./audience.server";

export const UNLOCK_COOKIE = "pb_unlock";

/** The locked form: kept in the server's memory, never by browsers or shared caches (a visitor may unlock next). */
export const LOCKED_PAGE_CACHE_CONTROL = "private, no-cache";
/** An unlocked page is this visitor's alone: never kept anywhere. */
export const UNLOCKED_PAGE_CACHE_CONTROL = "private, no-store";

const MAX_BODY_BYTES = 4 * 1024;
const TIMEOUT_MS = 10_000;

/** The unlock token this request carries for its page (the browser sends only the cookie of this path). */
export function unlockTokenOf(request: Request): string | undefined {
  return unlockTokenIn(request.headers.get("Cookie"));
}

export function unlockTokenIn(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === UNLOCK_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}

/** Whether a posted form is the unlock form (the same address also takes the contact form). */
export async function isUnlockPost(request: Request): Promise<boolean> {
  if (Number(request.headers.get("Content-Length") ?? 0) > 64 * 1024) return false;
  try {
    return (await request.clone().formData()).get(UNLOCK_FIELDS.intent) === UNLOCK_INTENT;
  } catch {
    return false;
  }
}

export type UnlockResult = { message: string };

type Context = Parameters<typeof convexSiteUrl>[0] & { clientAddress?: string };

/**
 * The unlock form's POST: asks the deployment (throttled per visitor and page there), then
 * answers with the cookie and a redirect to the page (303: a reload does not post again), or
 * with the form's message. `cookiePath`: the page's path as the browser sees it; `location`:
 * where the redirect goes, as the router takes it (without the app's base path).
 */
export async function unlockAction(request: Request, context: Context, key: PageKey, page: { cookiePath: string; location: string }) {
  const text = await readPostedForm(request, MAX_BODY_BYTES);
  const refused = (message: string, status: number) => data({ unlock: { message } satisfies UnlockResult }, { status, headers: noStore });
  const secretKey = secret();
  const site = convexSiteUrl(context);
  if (secretKey === null || site === null) return refused("This page cannot be unlocked right now. Please try again later.", 503);
  let outcome: UnlockOutcome;
  try {
    const response = await fetch(`${site.replace(/\/+$/, "")}/page-password/unlock`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secretKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ key, visitor: visitorHash(request, context, key, secretKey), password: text(UNLOCK_FIELDS.password) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    outcome = (await response.json()) as UnlockOutcome;
  } catch (error) {
    console.warn(`An unlock attempt could not be checked: ${(error as Error).message}`);
    return refused("This page cannot be unlocked right now. Please try again later.", 503);
  }
  switch (outcome.status) {
    case "unlocked":
      throw redirect(page.location, {
        status: 303,
        headers: { "Set-Cookie": unlockCookie(outcome.token, outcome.maxAgeSeconds, page.cookiePath, request), ...noStore },
      });
    case "not-protected":
      throw redirect(page.location, { status: 303, headers: noStore });
    case "wrong-password":
      return refused(outcome.message, 401);
    case "rate-limited":
      return refused(outcome.message, 429);
    default:
      throw data({ reason: "not-available" }, { status: 404 });
  }
}

const noStore = { "Cache-Control": UNLOCKED_PAGE_CACHE_CONTROL };

/**
 * The cookie for this page only: its path is the page's own address (so /p/ana's cookie never
 * reaches /p/ana-2), and the token inside names the page anyway. Secure when the request came
 * over HTTPS (or through a proxy that says so).
 */
export function unlockCookie(token: string, maxAgeSeconds: number, path: string, request: Request): string {
  const secure = new URL(request.url).protocol === "https:" || request.headers.get("X-Forwarded-Proto") === "https";
  return [`${UNLOCK_COOKIE}=${token}`, `Path=${path}`, `Max-Age=${maxAgeSeconds}`, "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])].join("; ");
}
