import type { MailMessage } from "./mail";
import { planAllows, planName, TRIAL_REMINDER_DAYS, type PaidPlan, type Plan } from "./plans";

const day = (time: number) => new Date(time).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, "");

/** Sent TRIAL_REMINDER_DAYS before a trial ends. */
export function trialEndingMail(to: string, plan: PaidPlan, endsAt: number, appUrl: string): MailMessage {
  const name = planName(plan);
  return {
    to,
    subject: `Your ${name} trial ends in ${TRIAL_REMINDER_DAYS} days`,
    text: [
      `Your free ${name} trial of Portfolio Builder ends on ${day(endsAt)}.`,
      "",
      "Your published portfolio stays online either way. After the trial, what needs the plan becomes read-only:",
      "premium templates in the builder, custom domains, analytics and SEO settings. Nothing you made is deleted.",
      "",
      `Your plan and its days left are on your dashboard: ${appUrl}/dashboard`,
    ].join("\n"),
  };
}

/**
 * Sent when a trial has ended and the account is back on `ownPlan` (missing: Free). A plan without
 * `noBranding` puts the "Made with Portfolio Builder" link back on the published page: the mail says so.
 */
export function trialEndedMail(to: string, plan: PaidPlan, appUrl: string, ownPlan?: Plan): MailMessage {
  const name = planName(plan);
  const page = planAllows(ownPlan, "noBranding")
    ? "Your published portfolio is still online as you published it."
    : `Your published portfolio is still online with the content you published; on the ${planName(ownPlan ?? "free")} plan it shows the "Made with Portfolio Builder" link again.`;
  return {
    to,
    subject: `Your ${name} trial has ended`,
    text: [
      `Your free ${name} trial of Portfolio Builder has ended, and your account is back on its own plan.`,
      "",
      page,
      "What needs the plan is now read-only",
      "(premium templates in the builder, custom domains, analytics, SEO settings) until you upgrade.",
      "",
      `See the plans: ${appUrl}/pricing`,
    ].join("\n"),
  };
}
