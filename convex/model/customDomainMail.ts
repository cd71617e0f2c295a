import { displayDomain, GRACE_PERIOD_MS } from "./customDomains";
import type { MailMessage } from "./mail";

const when = (time: number) => new Date(time).toUTCString().replace(/:\d\d GMT$/, " UTC");

/** A serving domain's records stopped matching: it keeps serving until the grace period ends. */
export function domainFailingMail(to: string, hostname: string, failingSince: number, dashboardUrl: string): MailMessage {
  const name = displayDomain(hostname);
  return {
    to,
    subject: `${name} no longer points to your portfolio`,
    text: [
      `We checked ${name} and its DNS records no longer match the ones your portfolio needs.`,
      "",
      `Your portfolio stays online at ${name} until ${when(failingSince + GRACE_PERIOD_MS)}. If the records still do not match then, ${name} stops showing it.`,
      "",
      `The records to set, and what we found instead, are on your dashboard: ${dashboardUrl}`,
    ].join("\n"),
  };
}

/** The grace period ended: the domain no longer shows the portfolio (the platform's address still does). */
export function domainStoppedMail(to: string, hostname: string, dashboardUrl: string): MailMessage {
  const name = displayDomain(hostname);
  return {
    to,
    subject: `${name} stopped showing your portfolio`,
    text: [
      `The DNS records of ${name} have not matched your portfolio's for ${GRACE_PERIOD_MS / 3_600_000} hours, so ${name} no longer shows it.`,
      "Your portfolio is still online at its Portfolio Builder address.",
      "",
      `Fix the records shown on your dashboard and check again to bring ${name} back: ${dashboardUrl}`,
    ].join("\n"),
  };
}
