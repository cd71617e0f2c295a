import { useState } from "react";
import { Badge, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorData, errorMessage } from "../../convex/model/errors";
import { INVITATION_DAYS, ROLE_DESCRIPTIONS, ROLE_LABELS, type MemberRole } from "../../convex/model/members";
import { isEmail } from "../../convex/model/validation";
import { formatDateTime } from "../lib/formatDate";
import { InlineLoader } from "../ui/InlineLoader";
import { UpgradeLink } from "../plans/UpgradeLink";

const ROLE_OPTIONS = (["editor", "publisher"] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/**
 * The owner's members panel (Business): invite by email with a role, the people who work on the
 * portfolio and the invitations on their way; change a role or remove someone, at once. Live.
 */
export function MembersCard() {
  const data = useQuery(api.members.list);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="members-heading">
      <Title order={2} size="h3" id="members-heading" mb="xs">
        People working on your portfolio
      </Title>
      {data === undefined || data === null ? (
        <InlineLoader label="Loading the people on your portfolio…" />
      ) : !data.allowed && data.members.length === 0 && data.invitations.length === 0 ? (
        <Text c="dimmed">
          Invite an editor or a publisher to work on your portfolio with you, live. Team collaboration is part of the Business plan.{" "}
          <UpgradeLink capability="collaboration" />
        </Text>
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            Editors change the draft and preview it; publishers can also publish it and restore earlier versions. Only you manage people, domains, the plan,
            exports and deletion.
          </Text>
          {data.allowed && <InviteForm />}
          <MemberList members={data.members} />
          {data.invitations.length > 0 && <InvitationList invitations={data.invitations} />}
        </Stack>
      )}
    </Card>
  );
}

function InviteForm() {
  const invite = useMutation(api.members.invite);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<MemberRole>("editor");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!isEmail(email)) return setError("Enter a valid email address.");
    setError(null);
    setSending(true);
    try {
      await invite({ email, role });
      notifications.show({ color: "teal", message: `Invitation sent to ${email.trim()}. The link works for ${INVITATION_DAYS} days.` });
      setEmail("");
    } catch (failure) {
      const data = errorData(failure);
      setError(data?.fields?.email ?? null);
      if (!data?.fields?.email) notifications.show({ color: "red", message: errorMessage(failure, "Could not send the invitation.") });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Invite someone"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Email address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          style={{ flex: "1 1 14rem" }}
        />
        <NativeSelect
          label="Role"
          description={ROLE_DESCRIPTIONS[role]}
          // Under the field, so the form's three controls stay on one line on wide screens.
          inputWrapperOrder={["label", "input", "description", "error"]}
          data={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as MemberRole)}
          style={{ flex: "1 1 14rem" }}
        />
        <Button type="submit" loading={sending} leftSection={<IconSend size={16} aria-hidden />} mt={{ base: 0, xs: 25 }} style={{ flex: "0 0 auto" }}>
          Send invitation
        </Button>
      </Group>
    </form>
  );
}

type Member = { id: string; name: string; email: string; role: MemberRole };

function MemberList({ members }: { members: Member[] }) {
  const changeRole = useMutation(api.members.changeRole);
  const remove = useMutation(api.members.remove);
  const act = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      notifications.show({ color: "teal", message: done });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, "Please check your connection and try again.") });
    }
  };
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nobody else works on your portfolio yet.
      </Text>
    );
  return (
    <div>
      <Title order={3} size="h5" mb="xs" id="members-list-heading">
        Members
      </Title>
      <Stack component="ul" gap="sm" aria-labelledby="members-list-heading" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {members.map((member) => (
          <Group component="li" key={member.id} justify="space-between" gap="sm" wrap="wrap">
            <div style={{ minWidth: 0, overflowWrap: "anywhere" }}>
              <Text fw={600}>{member.name}</Text>
              {member.email !== member.name && (
                <Text size="sm" c="dimmed">
                  {member.email}
                </Text>
              )}
            </div>
            <Group gap="xs" wrap="nowrap">
              <NativeSelect
                aria-label={`Role of ${member.name}`}
                size="xs"
                data={(["editor", "publisher"] as const).map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
                value={member.role}
                onChange={(event) => {
                  const role = event.currentTarget.value as MemberRole;
                  void act(changeRole({ memberId: member.id, role }), `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}.`);
                }}
              />
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={`Remove ${member.name}`}
                onClick={() => void act(remove({ memberId: member.id }), `${member.name} no longer has access to your portfolio.`)}
              >
                Remove
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </div>
  );
}

type Invitation = { id: string; email: string; role: MemberRole; expiresAt: number; expired: boolean };

function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const revoke = useMutation(api.members.revokeInvitation);
  return (
    <div>
      <Title order={3} size="h5" mb="xs" id="invitations-heading">
        Pending invitations
      </Title>
      <Stack component="ul" gap="sm" aria-labelledby="invitations-heading" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {invitations.map((invitation) => (
          <Group component="li" key={invitation.id} justify="space-between" gap="sm" wrap="wrap">
            <div style={{ minWidth: 0, overflowWrap: "anywhere" }}>
              <Text>
                {invitation.email}{" "}
                <Badge component="span" variant="light" color="gray" size="sm">
                  {ROLE_LABELS[invitation.role]}
                </Badge>
              </Text>
              <Text size="sm" c={invitation.expired ? "red" : "dimmed"}>
                {invitation.expired ? "Expired: invite them again for a new link." : `Link works until ${formatDateTime(invitation.expiresAt)}`}
              </Text>
            </div>
            <Button
              size="xs"
              variant="default"
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              onClick={() =>
                void revoke({ invitationId: invitation.id }).catch((error: unknown) =>
                  notifications.show({ color: "red", message: errorMessage(error, "Please check your connection and try again.") }),
                )
              }
            >
              Withdraw
            </Button>
          </Group>
        ))}
      </Stack>
    </div>
  );
}
