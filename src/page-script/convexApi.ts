import { readConfig } from "./config";

/** A function's answer through Convex's HTTP API: its value, or the message and code of its error. */
export type CallResult<T> = { ok: true; value: T } | { ok: false; message: string | null; code?: string };

/**
 * Calls a public Convex function over the HTTP API (`/api/query`, `/api/mutation`, `/api/action`), as the app's
 * client would over its socket. The app's ConvexError data ({ code, message }) comes back as
 * `errorData`; its message is what the person sees (errorMessage in convex/model/errors).
 */
export async function callConvex<T>(
  kind: "query" | "mutation" | "action",
  path: string,
  args: Record<string, unknown>,
  token?: string,
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${readConfig().convexUrl}/api/${kind}`, { method: "POST", headers, body: JSON.stringify({ path, args, format: "json" }) });
    const body = (await response.json()) as { status?: string; value?: T; errorData?: unknown };
    if (body.status === "success") return { ok: true, value: body.value as T };
    const data = body.errorData as { code?: unknown; message?: unknown } | undefined;
    const appError = typeof data === "object" && data !== null && typeof data.code === "string" && typeof data.message === "string";
    return appError ? { ok: false, message: data.message as string, code: data.code as string } : { ok: false, message: null };
  } catch {
    return { ok: false, message: null };
  }
}
