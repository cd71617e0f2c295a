/**
 * An invitation link (`/invite/<token>`) and what /login and /signup say on the way back to it.
 * Shared by the server (convex/members.ts), the app and the auth pages' small script, so it
 * imports nothing.
 */

/** A token is 32 random bytes in base64url: 43 characters. Anything else is not looked up. */
export const INVITATION_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** The app's path of an invitation link (under the base path). */
export const invitationPath = (token: string) => `/invite/${token}`;

/** The token of an app path that is an invitation link (`/invite/<token>`, nothing after it), or null. */
export function invitationTokenOf(path: string | null): string | null {
  const token = /^\/invite\/([^/?#]+)$/.exec(path ?? "")?.[1] ?? null;
  return token !== null && INVITATION_TOKEN_RE.test(token) ? token : null;
}

/** What the signed-out visitor of an invitation link may know: both names, cleaned as the mail cleans them (mailSafeName). */
export type InvitationPreview = { inviterName: string; portfolioName: string };

/** The line above the /login and /signup forms when they lead back to an invitation. */
export function invitationMention({ inviterName, portfolioName }: InvitationPreview): string {
  return `${inviterName || "Someone"} invited you to edit ${portfolioName ? `“${portfolioName}”` : "their portfolio"}`;
}
