import type { MailMessage } from "./mail";
import { planName, TRIAL_REMINDER_DAYS, type PaidPlan } from "./plans";

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

/** Sent when a trial has ended and the account is back on its own plan. */
export function trialEndedMail(to: string, plan: PaidPlan, appUrl: string): MailMessage {
  const name = planName(plan);
  return {
    to,
    subject: `Your ${name} trial has ended`,
    text: [
      `Your free ${name} trial of Portfolio Builder has ended, and your account is back on its own plan.`,
      "",
      "Your published portfolio is still online, exactly as you published it. What needs the plan is now read-only",
      "(premium templates in the builder, custom domains, analytics, SEO settings) until you upgrade.",
      "",
      `See the plans: ${appUrl}/pricing`,
    ].join("\n"),
  };
}
