import { isEmail } from "../../convex/model/validation";

/**
 * Navigation state carried between the guard, /login and /signup: where the user was going
 * (`from`, a path inside the app) and an email to prefill after sign-up.
 */
export type AuthLocationState = { from?: string; email?: string };

export const DEFAULT_AFTER_LOGIN = "/dashboard";

/**
 * The query parameter of /signup and /login naming where to go once signed in, chosen by the
 * visitor ("Use this template" → /signup?next=/builder/<id>). Unlike `from`, it can come from a
 * plain link (the server-rendered demo pages), so anyone can craft it: always read it through
 * `safeAppPath`.
 */
export const NEXT_PARAM = "next";

const MAX_PATH_LENGTH = 512;
const CHECK_ORIGIN = "https://app.invalid";

/**
 * `value` when it is a path inside this app, normalised; otherwise null. Refuses other origins
 * and scheme-relative forms (`//host`, `/\host`, which browsers read as another host), control
 * characters and whitespace (browsers drop tabs and newlines, turning `/\t/host` into `//host`),
 * and the auth pages themselves (which would loop).
 */
export function safeAppPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_PATH_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\s\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, CHECK_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== CHECK_ORIGIN) return null;
  if (/^\/(login|signup|reset-password)(?=$|\/)/i.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** Reads our state from `location.state`, ignoring anything else a page may have put there. */
export function readAuthState(state: unknown): AuthLocationState {
  if (typeof state !== "object" || state === null) return {};
  const { from, email } = state as Record<string, unknown>;
  return {
    from: typeof from === "string" ? from : undefined,
    email: typeof email === "string" ? email : undefined,
  };
}

/** The validated `next` of a /signup or /login address (its `location.search`), or null. */
export function readNext(search: string): string | null {
  return safeAppPath(new URLSearchParams(search).get(NEXT_PARAM));
}

/**
 * /login's parameter after a sign-up the server answered (its form posted before the page's
 * script ran): the new account's email, filled in under "Signup successful!". The script hands
 * these over in sessionStorage instead (src/lib/authHandoff.ts).
 */
export const SIGNED_UP_PARAM = "signedUp";

/** /login after a sign-up the server answered. */
export function signedUpLoginPath(email: string): string {
  return `/login?${new URLSearchParams({ [SIGNED_UP_PARAM]: email }).toString()}`;
}

/** The email of a /login address after sign-up (its `location.search`), or null. */
export function readSignedUp(search: string): string | null {
  const email = new URLSearchParams(search).get(SIGNED_UP_PARAM)?.trim();
  return email && isEmail(email) ? email : null;
}

/**
 * An inline script for /login after a sign-up the server answered: the address loses the email at
 * once (history, a shared screen), and reads `/login` as after the script's own sign-up.
 */
export const FORGET_SIGNED_UP_SCRIPT = `{const u=new URL(location.href);u.searchParams.delete(${JSON.stringify(SIGNED_UP_PARAM)});history.replaceState(history.state,"",u.pathname+u.search+u.hash)}`;

/** The static page's empty line (auth/InvitationMention.tsx) that its script fills in with who invites, when `next` is an invitation link. */
export const INVITATION_MENTION_ATTRIBUTE = "data-invitation-mention";

/** `/signup` or `/login` carrying `next` (already validated) in the address. */
export function authPagePath(page: "/signup" | "/login", next: string | null): string {
  return next ? `${page}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : page;
}

/** Where "Use this template" takes a signed-out visitor: sign up, then that template's builder. */
export function signUpForTemplatePath(templateId: string): string {
  return authPagePath("/signup", `/builder/${encodeURIComponent(templateId)}`);
}

/**
 * Where to go after logging in: the remembered page when it is a path inside this app (never
 * another origin, never back to the auth pages), otherwise the dashboard.
 */
export function afterLoginPath(state: AuthLocationState): string {
  return safeAppPath(state.from) ?? DEFAULT_AFTER_LOGIN;
}
