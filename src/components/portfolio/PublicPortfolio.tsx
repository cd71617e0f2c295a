import { useQuery } from "convex/react";
import { IconMoodEmpty } from "@tabler/icons-react";
import { api } from "../../../convex/_generated/api";
import { findTemplate } from "../../../convex/model/templates";
import { useDocumentMeta } from "../../hooks/useDocumentMeta";
import { APP_BASENAME } from "../../lib/publicLink";
import { PortfolioTemplate } from "../../templates/PortfolioTemplate";
import classes from "./PublicPortfolio.module.css";

const DESCRIPTION_LENGTH = 160;

/**
 * A published portfolio, for anyone with the link; live, so republishing updates an open page.
 * Deliberately free of Mantine and the router: the standalone public page (src/publicView.tsx)
 * renders it with nothing but React and the Convex client, and the app's route reuses it.
 */
export function PublicPortfolio({ userId }: { userId: string }) {
  const result = useQuery(api.portfolios.getPublic, { userId });
  const published = result?.status === "published" ? result : null;

  const name = published?.content.name.trim() ?? "";
  const role = published?.content.role.trim() ?? "";
  const title = published ? [name || "Portfolio", role].filter(Boolean).join(" – ") : result ? "Portfolio not available" : null;
  const bio = published?.content.bio.trim() ?? "";
  useDocumentMeta(title, bio ? bio.slice(0, DESCRIPTION_LENGTH) : null);

  if (result === undefined) {
    return (
      <div className={classes.state}>
        <span className={classes.spinner} aria-hidden />
        <p role="status">Loading published portfolio...</p>
      </div>
    );
  }
  if (!published) return <NotAvailable />;
  if (!findTemplate(published.templateId)) {
    return (
      <div className={classes.state}>
        <p role="alert">Template not found</p>
      </div>
    );
  }
  return <PortfolioTemplate templateId={published.templateId} content={published.content} embedded />;
}

function NotAvailable() {
  return (
    <div className={classes.state}>
      <IconMoodEmpty size={56} stroke={1.4} aria-hidden />
      <h1 className={classes.title}>This portfolio is not available</h1>
      <p className={classes.dimmed}>The link may be mistyped, or its owner has not published it yet or has taken it offline.</p>
      {/* A full page load: the home page belongs to the app, which this page may not have loaded. */}
      <a className={classes.link} href={`${APP_BASENAME}/home`}>
        Go to the Portfolio Builder home page
      </a>
    </div>
  );
}
