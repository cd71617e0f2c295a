import { IconMoodEmpty } from "@tabler/icons-react";
import classes from "./PublicPage.module.css";
import stateCss from "./PublicPage.module.css?inline";
import pageCss from "./publicPage.css?inline";
import { InlineStyle } from "./PublishedPortfolio";

/**
 * What a published page's address shows when there is no portfolio to show (unknown, unpublished,
 * taken offline, or gone with its account), with the HTTP status its route set. `homeHref`: a way
 * on to the app, left out on a customer's own domain.
 */
export function PortfolioUnavailable({ gone = false, homeHref }: { gone?: boolean; homeHref?: string }) {
  return (
    <main id="main" className="public-main">
      <InlineStyle css={pageCss + stateCss} />
      <div className={classes.state}>
        <IconMoodEmpty size={56} stroke={1.4} aria-hidden />
        <h1 className={classes.title}>This portfolio is not available</h1>
        <p className={classes.dimmed}>
          {gone
            ? "Its owner has deleted their account, so this page is gone for good."
            : "The link may be mistyped, or its owner has not published it yet or has taken it offline."}
        </p>
        {homeHref && (
          <a className={classes.link} href={homeHref}>
            Go to the Portfolio Builder home page
          </a>
        )}
      </div>
    </main>
  );
}
