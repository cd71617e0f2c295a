import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "./appLanguages";
import type { MailMessage } from "./mail";
import { BILLING_MAIL } from "./mailTexts/billing";
import { mailDay } from "./mailTexts/dates";
import type { Subscription } from "./subscription";
import { planAllows, TRIAL_REMINDER_DAYS, type PaidPlan, type Plan } from "./plans";

/** Sent TRIAL_REMINDER_DAYS before a trial ends, in the account's language. */
export function trialEndingMail(to: string, plan: PaidPlan, endsAt: number, appUrl: string, language: AppLanguage = DEFAULT_APP_LANGUAGE): MailMessage {
  const texts = BILLING_MAIL[language];
  const name = texts.plans[plan];
  return {
    to,
    subject: texts.trialEnding.subject({ name, days: TRIAL_REMINDER_DAYS }),
    text: texts.trialEnding.body({ name, endsOn: mailDay(endsAt, language), dashboard: `${appUrl}/dashboard` }).join("\n"),
  };
}

/**
 * Sent when a trial has ended and the account is back on `ownPlan` (missing: Free). A plan without
 * `noBranding` puts the "Made with Portfolio Builder" link back on the published page: the mail says so.
 */
export function trialEndedMail(to: string, plan: PaidPlan, appUrl: string, ownPlan?: Plan, language: AppLanguage = DEFAULT_APP_LANGUAGE): MailMessage {
  const texts = BILLING_MAIL[language];
  const name = texts.plans[plan];
  return {
    to,
    subject: texts.trialEnded.subject(name),
    text: texts.trialEnded
      .body({ name, ownName: texts.plans[ownPlan ?? "free"], brandingBack: !planAllows(ownPlan, "noBranding"), pricing: `${appUrl}/pricing` })
      .join("\n"),
  };
}

/**
 * The mail for a change of the paid subscription (`before` → `after`; null: none), or null when
 * nothing a person would want to hear about changed (a renewal's new period end, a repeated event).
 */
export function subscriptionMail(
  to: string,
  before: Subscription | null,
  after: Subscription,
  appUrl: string,
  language: AppLanguage = DEFAULT_APP_LANGUAGE,
): MailMessage | null {
  const texts = BILLING_MAIL[language];
  const words = texts.subscription;
  const name = texts.plans[after.plan];
  const dashboard = `${appUrl}/dashboard`;
  const day = (time: number) => mailDay(time, language);
  const periodEnd = after.periodEnd ? day(after.periodEnd) : null;
  const mail = (subject: string, lines: string[]) => ({ to, subject, text: [...lines, "", words.dashboard(dashboard)].join("\n") });
  const same = before !== null && before.id === after.id && before.status !== "canceled";
  if (after.status === "canceled") {
    if (before === null || before.status === "canceled") return null;
    return mail(words.ended.subject(name), words.ended.body({ name, pricing: `${appUrl}/pricing` }));
  }
  if (after.status === "past_due") {
    if (same && before.status === "past_due") return null;
    return mail(words.pastDue.subject(name), words.pastDue.body({ name, graceEnd: day(after.graceEndsAt ?? Date.now()), dashboard }));
  }
  if (!same) return mail(words.welcome.subject(name), words.welcome.body({ name, billing: after.billing, renewsOn: periodEnd }));
  if (before.plan !== after.plan) return mail(words.changed.subject(name), words.changed.body({ from: texts.plans[before.plan], name }));
  if (after.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) {
    return mail(words.cancelling.subject({ name, endsOn: periodEnd }), words.cancelling.body({ name, endsOn: periodEnd }));
  }
  if (!after.cancelAtPeriodEnd && before.cancelAtPeriodEnd) return mail(words.renewing.subject(name), words.renewing.body({ name, renewsOn: periodEnd }));
  if (before.status === "past_due") return mail(words.paid.subject(name), words.paid.body(name));
  return null;
}
