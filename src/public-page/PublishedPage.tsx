import type { ContactResult } from "../lib/contactResult";
import { ContactForm } from "./ContactForm";
import contactCss from "./contactForm.css?inline";
import { InlineStyle, PublishedPortfolio, type LiveQuery } from "./PublishedPortfolio";
import { languageLinks } from "./pageLanguages";

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
  platformHome,
  mainHref,
}: {
  /** `branding`: the owner's plan shows the platform's link (a yes/no; nothing else about the account). */
  portfolio: {
    templateId: string;
    content: Parameters<typeof PublishedPortfolio>[0]["content"];
    publishedAt: string | null;
    branding: boolean;
    language: string;
    languages: string[];
  };
  live: LiveQuery;
  convexUrl?: string;
  contactForm: boolean;
  sent: ContactResult | undefined;
  /** The platform's home page, where the Free plan's "Made with Portfolio Builder" leads. */
  platformHome: string;
  /** The main language's address as a link (each other language's is beside it). */
  mainHref: string;
}) {
  return (
    <PublishedPortfolio
      templateId={portfolio.templateId}
      content={portfolio.content}
      live={live}
      convexUrl={convexUrl}
      publishedAt={portfolio.publishedAt}
      brandingHref={portfolio.branding ? platformHome : null}
      languages={languageLinks(portfolio, mainHref)}
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
