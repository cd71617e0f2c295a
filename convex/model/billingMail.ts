import type { MailMessage } from "./mail";
import type { Subscription } from "./subscription";
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

/**
 * The mail for a change of the paid subscription (`before` → `after`; null: none), or null when
 * nothing a person would want to hear about changed (a renewal's new period end, a repeated event).
 */
export function subscriptionMail(to: string, before: Subscription | null, after: Subscription, appUrl: string): MailMessage | null {
  const name = planName(after.plan);
  const dashboard = `Your plan and billing are on your dashboard: ${appUrl}/dashboard`;
  const mail = (subject: string, lines: string[]) => ({ to, subject, text: [...lines, "", dashboard].join("\n") });
  const same = before !== null && before.id === after.id && before.status !== "canceled";
  if (after.status === "canceled") {
    if (before === null || before.status === "canceled") return null;
    return mail(`Your ${name} subscription has ended`, [
      `Your ${name} subscription of Portfolio Builder has ended, and your account is on the Free plan.`,
      "",
      'Your published portfolio stays online with the content you published; it shows the "Made with Portfolio Builder" link again.',
      "What needs a paid plan is now read-only (premium templates in the builder, custom domains, analytics, SEO settings). Nothing you made is deleted.",
      "",
      `Subscribe again any time: ${appUrl}/pricing`,
    ]);
  }
  if (after.status === "past_due") {
    if (same && before.status === "past_due") return null;
    return mail(`Your payment for ${name} failed: please update your card`, [
      `We could not take the payment for your ${name} subscription.`,
      `Your plan stays as it is until ${day(after.graceEndsAt ?? Date.now())} while the payment is retried; after that your account moves to the Free plan.`,
      "",
      `Update your card from "Manage billing" on your dashboard: ${appUrl}/dashboard`,
    ]);
  }
  if (!same) {
    return mail(`Welcome to ${name}`, [
      `Your ${name} subscription of Portfolio Builder is active (billed ${after.billing}).`,
      after.periodEnd
        ? `It renews on ${day(after.periodEnd)}; change or cancel it any time from "Manage billing".`
        : 'Change or cancel it any time from "Manage billing".',
    ]);
  }
  if (before.plan !== after.plan) {
    return mail(`Your plan is now ${name}`, [`Your subscription has changed from ${planName(before.plan)} to ${name}.`]);
  }
  if (after.cancelAtPeriodEnd && !before.cancelAtPeriodEnd) {
    const end = after.periodEnd ? `on ${day(after.periodEnd)}` : "at the end of the paid period";
    return mail(`Your ${name} subscription ends ${end}`, [
      `You cancelled your ${name} subscription. It stays active until ${after.periodEnd ? day(after.periodEnd) : "the end of the paid period"}, then your account moves to the Free plan.`,
      'Your published portfolio stays online; what needs the plan becomes read-only. You can resume the subscription from "Manage billing" until then.',
    ]);
  }
  if (!after.cancelAtPeriodEnd && before.cancelAtPeriodEnd) {
    return mail(`Your ${name} subscription will renew`, [
      `Your ${name} subscription is no longer cancelled${after.periodEnd ? `; it renews on ${day(after.periodEnd)}` : ""}.`,
    ]);
  }
  if (before.status === "past_due") {
    return mail(`Payment received: your ${name} plan continues`, [`Thank you: the payment for your ${name} subscription went through.`]);
  }
  return null;
}
