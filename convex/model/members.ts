import { v, type Infer } from "convex/values";
import type { MailMessage } from "./mail";

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
/** People a portfolio may have (members and pending invitations together). */
export const MAX_MEMBERS = 10;
/** A token is 32 random bytes in base64url: 43 characters. Anything else is not looked up. */
export const INVITATION_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** The app's path of an invitation link (under the base path). */
export const invitationPath = (token: string) => `/invite/${token}`;

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

export function invitationMail(to: string, { ownerName, role, link }: { ownerName: string; role: MemberRole; link: string }): MailMessage {
  return {
    to,
    subject: `${ownerName} invited you to work on their portfolio`,
    text: [
      `${ownerName} invited you to work on their portfolio on Portfolio Builder as ${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role].toLowerCase()}`,
      "",
      `Accept the invitation: ${link}`,
      "",
      `The link works once, for ${INVITATION_DAYS} days, with an account for this email address (${to}); sign up with it if you have none.`,
      "If you did not expect this, ignore this mail.",
    ].join("\n"),
  };
}

/** A builder that sent no heartbeat for this long has left (the heartbeat comes every PRESENCE_HEARTBEAT_MS). */
export const PRESENCE_TTL_MS = 30_000;
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** Longest section id or form path a heartbeat may carry. */
export const PRESENCE_TEXT_MAX = 100;
