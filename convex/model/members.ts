import { v, type Infer } from "convex/values";
import { mailSafeName, type MailMessage } from "./mail";
import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "./appLanguages";
import { INVITATION_MAIL } from "./mailTexts/invitation";

/**
 * Working together on one portfolio: the roles a member may have and what each may do, the
 * invitation's life, and the invitation mail. Shared by the server's rules and the pages.
 */
export const memberRoleValidator = v.union(v.literal("editor"), v.literal("publisher"));
export type MemberRole = Infer<typeof memberRoleValidator>;
/** Everyone who may work on a portfolio: its owner and its members. */
export type Role = "owner" | MemberRole;

/** What a call does to a portfolio; each role may do some of them (ROLE_MAY). */
export type Need = "read" | "edit" | "publish";

const ROLE_MAY: Readonly<Record<Role, readonly Need[]>> = {
  owner: ["read", "edit", "publish"],
  publisher: ["read", "edit", "publish"],
  editor: ["read", "edit"],
};

export function roleMay(role: Role, need: Need): boolean {
  return ROLE_MAY[role].includes(need);
}

export const ROLE_LABELS: Readonly<Record<Role, string>> = { owner: "Owner", publisher: "Publisher", editor: "Editor" };

/** What each member role may do, in the words the members panel and the invitation use. */
export const ROLE_DESCRIPTIONS: Readonly<Record<MemberRole, string>> = {
  editor: "Edits the draft and previews it.",
  publisher: "Edits, previews, publishes and restores earlier versions.",
};

/** An invitation link works this long, once. */
export const INVITATION_DAYS = 7;
export const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;
/**
 * Used and expired invitations are deleted this long after their expiry; until then their link
 * says why it no longer works, and the owner's panel shows the expired ones.
 */
export const INVITATION_KEPT_MS = INVITATION_MS;
/** People a portfolio may have (members and pending invitations together). */
export const MAX_MEMBERS = 10;
/**
 * Invitation mails a day, counted whatever became of them (withdrawn, replaced or accepted): per
 * account, and per invited address from all accounts together, so nobody is mailed more than a
 * few invitations a day. A day's worth may go at once, then it comes back evenly over `windowMs`
 * (token buckets of the rate limiter, lib/rateLimits.ts).
 */
export const INVITE_LIMITS = { perAccount: 20, perAddress: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

const hoursUntil = (ms: number) => {
  const hours = Math.max(1, Math.ceil(ms / (60 * 60 * 1000)));
  return `${hours} hour${hours === 1 ? "" : "s"}`;
};

/** Why an invitation mail may not go now, in the words the members panel shows; `waitMs` until it may. */
export function inviteLimitMessage(limit: "account" | "address", waitMs: number): string {
  return limit === "account"
    ? `You have sent ${INVITE_LIMITS.perAccount} invitations in the last 24 hours, the most a day. You can send the next one in ${hoursUntil(waitMs)}.`
    : `This address has been sent ${INVITE_LIMITS.perAddress} invitations in the last 24 hours, the most a day. You can invite it again in ${hoursUntil(waitMs)}.`;
}
// The link's own rules live apart from the roles, so the small /login and /signup script can read them.
export { INVITATION_TOKEN_RE, invitationPath } from "./invitationLink";

export const ACCESS_MESSAGES = {
  /** A portfolio the caller is not (or no longer) a member of; unknown ids look the same. */
  noAccess: "You no longer have access to this portfolio.",
  publish: "Only the portfolio's owner or a publisher can publish it or restore its versions.",
  ownerOnly: "Only the portfolio's owner can do this.",
} as const;

/** Why an invitation link cannot be accepted, in the words the invitation page shows. */
export const INVITATION_MESSAGES = {
  "not-found": "This invitation link is not valid. Check that you copied the whole link, or ask for a new invitation.",
  used: "This invitation has already been used. Ask the portfolio's owner for a new one if you still need access.",
  expired: `This invitation has expired (invitations work for ${INVITATION_DAYS} days). Ask the portfolio's owner for a new one.`,
  "wrong-account": "This invitation was sent to another email address. Log in with the account for that address to accept it.",
} as const;
export type InvitationProblem = keyof typeof INVITATION_MESSAGES;

/** The invitation mail's subject: the product's own words only, never the inviter's. */
export const INVITATION_SUBJECT = INVITATION_MAIL.en.subject;

/**
 * The invitation mail. It goes to someone who did not ask for it, so the inviter's own text (their
 * name) never leads: the subject is fixed, and the name comes after the product's text, quoted,
 * capped and stripped of anything a mail client could turn into a link (mailSafeName).
 */
export function invitationMail(
  to: string,
  { ownerName, role, link }: { ownerName: string; role: MemberRole; link: string },
  language: AppLanguage = DEFAULT_APP_LANGUAGE,
): MailMessage {
  const texts = INVITATION_MAIL[language];
  const { name: roleName, does } = texts.roles[role];
  return {
    to,
    subject: texts.subject,
    text: texts.body({ role: roleName, does, link, days: INVITATION_DAYS, to, name: mailSafeName(ownerName) }).join("\n"),
  };
}

/** A builder's heartbeat; the presence component counts it gone 2.5 heartbeats after its last one. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** A builder tab's random session id, as the builder makes it. */
export const PRESENCE_SESSION = /^[A-Za-z0-9_-]{16,64}$/;
/** Longest section id or form path a heartbeat may carry. */
export const PRESENCE_TEXT_MAX = 100;
