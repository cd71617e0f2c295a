import { APP_LANGUAGES, DEFAULT_APP_LANGUAGE, isAppLanguage, type AppLanguage } from "./languages";

/**
 * Which language the app speaks to a person: the one they chose on this device (the `lang`
 * cookie, set by the chooser), else their account's setting (known only once signed in, in the
 * browser), else the best of the browser's `Accept-Language`, else English. Published portfolios
 * never use this: they have their own languages.
 */
export const LANGUAGE_COOKIE = "lang";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type LanguageSources = { cookie?: string | null; account?: string | null; acceptLanguage?: string | null };

export function chooseAppLanguage({ cookie, account, acceptLanguage }: LanguageSources): AppLanguage {
  const chosen = languageInCookies(cookie ?? null);
  if (chosen !== null) return chosen;
  if (isAppLanguage(account)) return account;
  return bestAcceptedLanguage(acceptLanguage ?? null) ?? DEFAULT_APP_LANGUAGE;
}

/** The chooser's language in a Cookie header (or document.cookie); null when there is none or it is not ours. */
export function languageInCookies(cookies: string | null): AppLanguage | null {
  if (!cookies) return null;
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) {
      const language = value.join("=").trim();
      return isAppLanguage(language) ? language : null;
    }
  }
  return null;
}

/** The best of our languages in an Accept-Language header by its q values (`fr-CA` counts as `fr`); null when none is accepted. */
export function bestAcceptedLanguage(header: string | null): AppLanguage | null {
  if (!header) return null;
  let best: { language: AppLanguage; q: number } | null = null;
  for (const item of header.split(",")) {
    const [range, ...params] = item.trim().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    const primary = range.trim().toLowerCase().split("-")[0];
    if (!isAppLanguage(primary) || !(q > 0)) continue;
    if (best === null || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? null;
}

/** The Set-Cookie value remembering a choice on this device for a year (read by the server too: not HttpOnly). */
export function languageCookie(language: AppLanguage, secure = false): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The language a request asks for (no account: the server has no session). */
export function requestLanguage(headers: { get(name: string): string | null }): AppLanguage {
  return chooseAppLanguage({ cookie: headers.get("cookie"), acceptLanguage: headers.get("accept-language") });
}

export { APP_LANGUAGES };
