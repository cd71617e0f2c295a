import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "./appLanguages";
import { displayDomain, GRACE_PERIOD_MS } from "./customDomains";
import type { MailMessage } from "./mail";
import { CUSTOM_DOMAIN_MAIL } from "./mailTexts/customDomain";
import { mailTime } from "./mailTexts/dates";

/** A serving domain's records stopped matching: it keeps serving until the grace period ends. */
export function domainFailingMail(
  to: string,
  hostname: string,
  failingSince: number,
  dashboardUrl: string,
  language: AppLanguage = DEFAULT_APP_LANGUAGE,
): MailMessage {
  const texts = CUSTOM_DOMAIN_MAIL[language].failing;
  const until = mailTime(failingSince + GRACE_PERIOD_MS, language);
  return { to, subject: texts.subject, text: texts.body({ domain: displayDomain(hostname), until, dashboard: dashboardUrl }).join("\n") };
}

/** The grace period ended: the domain no longer shows the portfolio (the platform's address still does). */
export function domainStoppedMail(to: string, hostname: string, dashboardUrl: string, language: AppLanguage = DEFAULT_APP_LANGUAGE): MailMessage {
  const texts = CUSTOM_DOMAIN_MAIL[language].stopped;
  const hours = GRACE_PERIOD_MS / 3_600_000;
  return { to, subject: texts.subject, text: texts.body({ domain: displayDomain(hostname), hours, dashboard: dashboardUrl }).join("\n") };
}
