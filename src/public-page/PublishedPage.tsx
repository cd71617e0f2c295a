import type { ContactResult } from "./ContactForm";
import { ContactForm } from "./ContactForm";
import contactCss from "./contactForm.css?inline";
import { InlineStyle, PublishedPortfolio, type LiveQuery } from "./PublishedPortfolio";

/**
 * A published portfolio's page wherever it is served (the platform's addresses, a custom domain):
 * the portfolio, kept live, and the owner's contact form when it is on, showing what the last
 * post answered.
 */
export function PublishedPage({
  portfolio,
  live,
  convexUrl,
  contactForm,
  sent,
}: {
  portfolio: { templateId: string; content: Parameters<typeof PublishedPortfolio>[0]["content"]; publishedAt: string | null };
  live: LiveQuery;
  convexUrl?: string;
  contactForm: boolean;
  sent: ContactResult | undefined;
}) {
  return (
    <PublishedPortfolio
      templateId={portfolio.templateId}
      content={portfolio.content}
      live={live}
      convexUrl={convexUrl}
      publishedAt={portfolio.publishedAt}
      contact={
        contactForm && (
          <>
            <InlineStyle css={contactCss} />
            <ContactForm result={sent} />
          </>
        )
      }
    />
  );
}
