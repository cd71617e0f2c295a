import { useState } from "react";
import { Badge, Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { useMutation, useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { errorData } from "../../convex/model/errors";
import { INVITATION_DAYS, type MemberRole } from "../../convex/model/members";
import { isEmail } from "../../convex/model/validation";
import { useErrorText, useMessage } from "../i18n/messages";
import { useFormatters } from "../i18n/useFormatters";
import { InlineLoader } from "../ui/InlineLoader";
import { UpgradeLink } from "../plans/UpgradeLink";

const MEMBER_ROLES = ["editor", "publisher"] as const;

/** The role select's options in the app's language. */
function useRoleOptions() {
  const { t } = useTranslation("collaboration");
  return MEMBER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

/**
 * The owner's members panel (Business): invite by email with a role, the people who work on the
 * portfolio and the invitations on their way; change a role or remove someone, at once. Live.
 */
export function MembersCard() {
  const data = useQuery(api.members.list);
  const { t } = useTranslation("collaboration");
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="members-heading">
      <Title order={2} size="h3" id="members-heading" mb="xs">
        {t("members.title")}
      </Title>
      {data === undefined || data === null ? (
        <InlineLoader label={t("members.loading")} />
      ) : !data.allowed && data.members.length === 0 && data.invitations.length === 0 ? (
        <Text c="dimmed">
          {t("members.upsell")} <UpgradeLink capability="collaboration" />
        </Text>
      ) : (
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t("members.explain")}
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
  const { t } = useTranslation("collaboration");
  const roleOptions = useRoleOptions();
  const message = useMessage();
  const errorText = useErrorText();

  const submit = async () => {
    if (!isEmail(email)) return setError(t("messages:validEmail"));
    setError(null);
    setSending(true);
    try {
      await invite({ email, role });
      notifications.show({ color: "teal", message: t("members.sent", { email: email.trim(), days: INVITATION_DAYS }) });
      setEmail("");
    } catch (failure) {
      const data = errorData(failure);
      setError(data?.fields?.email ? message(data.fields.email) : null);
      if (!data?.fields?.email) notifications.show({ color: "red", message: errorText(failure, t("members.sendFailed")) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={t("members.inviteForm")}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t("members.email")}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          style={{ flex: "1 1 14rem" }}
        />
        <NativeSelect
          label={t("members.role")}
          description={t(`roleDescriptions.${role}`)}
          // Under the field, so the form's three controls stay on one line on wide screens.
          inputWrapperOrder={["label", "input", "description", "error"]}
          data={roleOptions}
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as MemberRole)}
          style={{ flex: "1 1 14rem" }}
        />
        <Button type="submit" loading={sending} leftSection={<IconSend size={16} aria-hidden />} mt={{ base: 0, xs: 25 }} style={{ flex: "0 0 auto" }}>
          {t("members.send")}
        </Button>
      </Group>
    </form>
  );
}

type Member = { id: string; name: string; email: string; role: MemberRole };

function MemberList({ members }: { members: Member[] }) {
  const changeRole = useMutation(api.members.changeRole);
  const remove = useMutation(api.members.remove);
  const { t } = useTranslation("collaboration");
  const roleOptions = useRoleOptions();
  const errorText = useErrorText();
  const act = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      notifications.show({ color: "teal", message: done });
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, t("members.tryAgain")) });
    }
  };
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("members.none")}
      </Text>
    );
  return (
    <div>
      <Title order={3} size="h5" mb="xs" id="members-list-heading">
        {t("members.list")}
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
                aria-label={t("members.roleOf", { name: member.name })}
                size="xs"
                data={roleOptions}
                value={member.role}
                onChange={(event) => {
                  const role = event.currentTarget.value as MemberRole;
                  void act(
                    changeRole({ memberId: member.id, role }),
                    t(role === "editor" ? "members.nowEditor" : "members.nowPublisher", { name: member.name }),
                  );
                }}
              />
              <Button
                size="xs"
                variant="light"
                color="red"
                aria-label={t("members.removeLabel", { name: member.name })}
                onClick={() => void act(remove({ memberId: member.id }), t("members.removed", { name: member.name }))}
              >
                {t("members.remove")}
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
  const { t } = useTranslation("collaboration");
  const { dateTime } = useFormatters();
  const errorText = useErrorText();
  return (
    <div>
      <Title order={3} size="h5" mb="xs" id="invitations-heading">
        {t("members.invitations")}
      </Title>
      <Stack component="ul" gap="sm" aria-labelledby="invitations-heading" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {invitations.map((invitation) => (
          <Group component="li" key={invitation.id} justify="space-between" gap="sm" wrap="wrap">
            <div style={{ minWidth: 0, overflowWrap: "anywhere" }}>
              <Text>
                {invitation.email}{" "}
                <Badge component="span" variant="light" color="gray" size="sm">
                  {t(`roles.${invitation.role}`)}
                </Badge>
              </Text>
              <Text size="sm" c={invitation.expired ? "red" : "dimmed"}>
                {invitation.expired ? t("members.expired") : t("members.worksUntil", { date: dateTime(invitation.expiresAt) })}
              </Text>
            </div>
            <Button
              size="xs"
              variant="default"
              aria-label={t("members.withdrawLabel", { email: invitation.email })}
              onClick={() =>
                void revoke({ invitationId: invitation.id }).catch((error: unknown) =>
                  notifications.show({ color: "red", message: errorText(error, t("members.tryAgain")) }),
                )
              }
            >
              {t("members.withdraw")}
            </Button>
          </Group>
        ))}
      </Stack>
    </div>
  );
}
