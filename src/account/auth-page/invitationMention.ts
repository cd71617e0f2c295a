import { invitationMention, type InvitationPreview } from "../../../convex/model/invitationLink";
import { INVITATION_MENTION_ATTRIBUTE } from "../../lib/authRedirect";
import { callConvex } from "../../page-script/convexApi";

/** The static /login and /signup: fills in "<name> invited you to edit <portfolio>" (auth/InvitationMention.tsx renders the empty line). */
export async function showInvitationMention(): Promise<void> {
  const line = document.querySelector<HTMLElement>(`[${INVITATION_MENTION_ATTRIBUTE}]`);
  const token = line?.getAttribute(INVITATION_MENTION_ATTRIBUTE);
  if (!line || !token) return;
  const result = await callConvex<InvitationPreview | null>("query", "members:invitationPreview", { token });
  if (!result.ok || result.value === null) return;
  line.textContent = invitationMention(result.value);
  line.hidden = false;
}
