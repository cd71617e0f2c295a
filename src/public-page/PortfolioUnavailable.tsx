import { IconMoodEmpty } from "@tabler/icons-react";
import { useRouteError } from "react-router";
import { i18n } from "../i18n/i18n";
import classes from "./PublicPage.module.css";
import stateCss from "./PublicPage.module.css?inline";
import pageCss from "./publicPage.css?inline";
import { InlineStyle } from "./PublishedPortfolio";
import { unavailableLanguage } from "./unavailable";

/**
 * What a published page's address shows when there is no portfolio to show (unknown, unpublished,
 * taken offline, or gone with its account), with the HTTP status its route set, in the visitor's
 * language its route chose (./unavailable.ts). Outside the app's providers, as the page has no
 * React in the browser. `homeHref`: a way on to the app, left out on a customer's own domain.
 */
export function PortfolioUnavailable({ gone = false, homeHref }: { gone?: boolean; homeHref?: string }) {
  const t = i18n.getFixedT(unavailableLanguage(useRouteError()), "publishing", "unavailable");
  return (
    <main id="main" className="public-main">
      <InlineStyle css={pageCss + stateCss} />
      <div className={classes.state}>
        <IconMoodEmpty size={56} stroke={1.4} aria-hidden />
        <h1 className={classes.title}>{t("title")}</h1>
        <p className={classes.dimmed}>{gone ? t("gone") : t("notAvailable")}</p>
        {homeHref && (
          <a className={classes.link} href={homeHref}>
            {t("homeLink")}
          </a>
        )}
      </div>
    </main>
  );
}
