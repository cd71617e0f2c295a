import { redirect } from "react-router";
import { languageCookie } from "./chooseLanguage";
import { isAppLanguage } from "./languages";
import type { Route } from "./+types/language.route";

/** Where the chooser goes back to: a path inside the app, never elsewhere (an open redirect). */
export function languageBackPath(back: string | null): string {
  if (back === null || !back.startsWith("/") || back.startsWith("//") || back.startsWith("/\\")) return "/home";
  return back;
}

/**
 * GET /language?to=fr&back=/home: the footer's language chooser, a plain link that works on the
 * pages without React. Remembers the choice on this device (the `lang` cookie, a year) and goes back.
 */
export function loader({ request }: Pick<Route.LoaderArgs, "request">) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const back = languageBackPath(url.searchParams.get("back"));
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (isAppLanguage(to)) headers.set("Set-Cookie", languageCookie(to));
  return redirect(back, { status: 303, headers });
}
