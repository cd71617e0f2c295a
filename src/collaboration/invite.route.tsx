import { useState } from "react";
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { api } from "../../convex/_generated/api";
import { useErrorText, useMessage } from "../i18n/messages";
import { PageLoader } from "../ui/PageLoader";
import { UnconfirmedEmailAlert } from "../account/EmailConfirmation";
import type { Route } from "./+types/invite.route";
import { pageMeta } from "../i18n/pageMeta";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "invitation");

/**
 * An invitation link (`/invite/<token>`, signed in): who invites, as what, and Accept; or why it
 * cannot be accepted (invalid, used, expired, sent to another address).
 */
export default function InvitePage() {
  const { token = "" } = useParams();
  const invitation = useQuery(api.members.invitation, { token });
  // Accepting waits for a confirmed address; the alert below offers its link again.
  const user = useQuery(api.users.current);
  const accept = useMutation(api.members.accept);
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState(false);
  const { t } = useTranslation("collaboration");
  const errorText = useErrorText();
  const message = useMessage();

  if (invitation === undefined) return <PageLoader label={t("invite.loading")} />;

  const acceptNow = async () => {
    setAccepting(true);
    try {
      await accept({ token });
      notifications.show({ color: "teal", message: t("invite.accepted", { owner: invitation.ownerName }) });
      navigate("/dashboard");
    } catch (error) {
      notifications.show({ color: "red", message: errorText(error, t("invite.tryAgain")) });
      setAccepting(false);
    }
  };

  return (
    <Container size="sm" py={48}>
      <Card withBorder padding="xl" radius="md">
        <Title order={1} size="h2" mb="sm">
          {invitation.problem === null ? t("invite.title") : t("invite.cannot")}
        </Title>
        {invitation.role !== undefined && (
          <Text mb="md">
            <Trans
              t={t}
              i18nKey="invite.invited"
              values={{ role: t(`roles.${invitation.role}`), does: t(`invite.does.${invitation.role}`) }}
              // The names are people's own text: elements, never parsed as the sentence's markup.
              components={{ owner: <>{invitation.ownerName}</>, email: <>{invitation.email ?? t("invite.someone")}</>, strong: <strong /> }}
            />
          </Text>
        )}
        {invitation.message !== null && (
          <Alert color={invitation.problem === "wrong-account" ? "yellow" : "red"} role="alert" mb="md">
            {message(invitation.message)}
          </Alert>
        )}
        {invitation.problem === null && invitation.signedIn && !invitation.emailConfirmed && user?.email && (
          <Stack mb="md">
            <UnconfirmedEmailAlert email={user.email} />
          </Stack>
        )}
        <Group gap="sm">
          {invitation.problem === null && (invitation.emailConfirmed || !invitation.signedIn) && (
            <Button onClick={() => void acceptNow()} loading={accepting}>
              {t("invite.accept")}
            </Button>
          )}
          <Button component={Link} to="/dashboard" variant="default">
            {t("invite.dashboard")}
          </Button>
        </Group>
      </Card>
    </Container>
  );
}
