import { IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { APP_LANGUAGES, APP_LANGUAGE_NAMES } from "../../i18n/languages";
import { APP_BASENAME } from "../../lib/basePath";
import classes from "./Footer.module.css";

/** The address that switches the app to `language` and comes back to `back` (src/i18n/language.route.ts). */
export function languageHref(language: string, back: string): string {
  return `${APP_BASENAME}/language?${new URLSearchParams({ to: language, back })}`;
}

/**
 * The footer's language chooser: each language in its own name, as plain links (a document load
 * that sets the `lang` cookie), so it works the same on the pages without React.
 */
export function LanguageChooser() {
  const { t, i18n } = useTranslation("common");
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}`;
  return (
    <nav aria-label={t("language.chooser")} className={classes.languages}>
      <IconLanguage size={16} stroke={1.6} aria-hidden />
      <ul className={classes.languageList}>
        {APP_LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={languageHref(language, back)}
              lang={language}
              hrefLang={language}
              className={classes.link}
              aria-current={i18n.language === language ? "true" : undefined}
              rel="nofollow"
            >
              {APP_LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
