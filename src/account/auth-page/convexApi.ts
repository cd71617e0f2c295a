import { readConfig } from "../../visitor/script/config";

/** A function's answer through Convex's HTTP API: its value, or the message and data of its error. */
export type CallResult<T> = { ok: true; value: T } | { ok: false; message: string | null };

/**
 * Calls a public Convex function over the HTTP API (`/api/action`, `/api/mutation`), as the app's
 * client would over its socket. The app's ConvexError data ({ code, message }) comes back as
 * `errorData`; its message is what the person sees (errorMessage in convex/model/errors).
 */
export async function callConvex<T>(kind: "action" | "mutation", path: string, args: Record<string, unknown>, token?: string): Promise<CallResult<T>> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${readConfig().convexUrl}/api/${kind}`, { method: "POST", headers, body: JSON.stringify({ path, args, format: "json" }) });
    const body = (await response.json()) as { status?: string; value?: T; errorData?: unknown };
    if (body.status === "success") return { ok: true, value: body.value as T };
    const data = body.errorData as { code?: unknown; message?: unknown } | undefined;
    const appError = typeof data === "object" && data !== null && typeof data.code === "string" && typeof data.message === "string";
    return { ok: false, message: appError ? (data.message as string) : null };
  } catch {
    return { ok: false, message: null };
  }
}
