import { data } from "react-router";

/**
 * A form posted to a route's action, read whole only when it is small enough for what the form
 * holds: 413 past `maxBytes` (by Content-Length), 400 for a body that is no form. Fields read as
 * strings (a missing or file field as "").
 */
export async function readPostedForm(request: Request, maxBytes: number): Promise<(name: string) => string> {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes) throw data({ reason: "too-large" }, { status: 413 });
  let form: globalThis.FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ reason: "bad-request" }, { status: 400 });
  }
  return (name) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
}
