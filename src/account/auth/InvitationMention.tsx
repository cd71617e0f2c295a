import { Text } from "@mantine/core";
import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { invitationMention, invitationTokenOf } from "../../../convex/model/invitationLink";
import { useStaticDocument } from "../../lib/routeHandle";
import { INVITATION_MENTION_ATTRIBUTE } from "../../lib/authRedirect";

const LINE_PROPS = { ta: "center", mb: "md", fw: 500 } as const;

/**
 * "<name> invited you to edit <portfolio>" above the /login and /signup forms when `next` is an
 * invitation link, so a person without an account knows why they are here and what signing up leads to.
 * Nothing for other `next`s, or a token that names no usable invitation.
 */
export function InvitationMention({ next }: { next: string | null }) {
  const token = invitationTokenOf(next);
  const staticDocument = useStaticDocument();
  if (token === null) return null;
  // Server HTML has no Convex client: an empty line the page's script fills in once it has asked.
  if (staticDocument) return <Text {...LINE_PROPS} {...{ [INVITATION_MENTION_ATTRIBUTE]: token }} hidden />;
  return <LiveMention token={token} />;
}

function LiveMention({ token }: { token: string }) {
  const preview = useQuery(api.members.invitationPreview, { token });
  if (!preview) return null;
  return <Text {...LINE_PROPS}>{invitationMention(preview)}</Text>;
}
