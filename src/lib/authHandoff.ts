/**
 * What an auth page without React (src/account/auth-page) hands to the next document it loads: the toast
 * to show there ("Login successful!" on the dashboard, "Signup successful!" on /login) and, for
 * /login after sign-up, the email to fill in and where the person was going. Kept for this tab only
 * (sessionStorage), read once.
 */
export type AuthHandoff = { toast?: { color: "green" | "red"; message: string }; email?: string; from?: string };

/** Also written by the page the server answers a sign-in with (src/account/auth/sessionHandoff.ts). */
export const AUTH_HANDOFF_KEY = "portfolio-builder-auth-handoff";

export function leaveHandoff(handoff: AuthHandoff): void {
  try {
    sessionStorage.setItem(AUTH_HANDOFF_KEY, JSON.stringify(handoff));
  } catch {
    // Storage refused: the next page just shows no toast.
  }
}

export function takeHandoff(): AuthHandoff {
  try {
    const text = sessionStorage.getItem(AUTH_HANDOFF_KEY);
    sessionStorage.removeItem(AUTH_HANDOFF_KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    if (typeof value !== "object" || value === null) return {};
    const { toast, email, from } = value as Record<string, unknown>;
    const validToast =
      typeof toast === "object" && toast !== null && typeof (toast as AuthHandoff["toast"])!.message === "string"
        ? { color: (toast as { color: unknown }).color === "red" ? ("red" as const) : ("green" as const), message: (toast as { message: string }).message }
        : undefined;
    return { toast: validToast, email: typeof email === "string" ? email : undefined, from: typeof from === "string" ? from : undefined };
  } catch {
    return {};
  }
}
