/**
 * Navigation state carried between the guard, /login and /signup: where the user was going
 * (`from`, a path inside the app) and an email to prefill after sign-up.
 */
export type AuthLocationState = { from?: string; email?: string };

export const DEFAULT_AFTER_LOGIN = "/dashboard";

/** Reads our state from `location.state`, ignoring anything else a page may have put there. */
export function readAuthState(state: unknown): AuthLocationState {
  if (typeof state !== "object" || state === null) return {};
  const { from, email } = state as Record<string, unknown>;
  return {
    from: typeof from === "string" ? from : undefined,
    email: typeof email === "string" ? email : undefined,
  };
}

/**
 * Where to go after logging in: the remembered page when it is a path inside this app (never
 * another origin, never back to the auth pages), otherwise the dashboard.
 */
export function afterLoginPath(state: AuthLocationState): string {
  const from = state.from;
  if (!from || !from.startsWith("/") || from.startsWith("//") || from.startsWith("/\\")) return DEFAULT_AFTER_LOGIN;
  if (/^\/(login|signup)(?=$|[/?#])/.test(from)) return DEFAULT_AFTER_LOGIN;
  return from;
}
