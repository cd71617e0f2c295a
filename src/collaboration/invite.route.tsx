import { useState } from "react";
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery } from "convex/react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "../../convex/model/members";
import { PageLoader } from "../ui/PageLoader";
import { UnconfirmedEmailAlert } from "../account/EmailConfirmation";
import type { Route } from "./+types/invite.route";
import { pageMeta } from "../lib/pageMeta";

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

  if (invitation === undefined) return <PageLoader label="Loading the invitation…" />;

  const acceptNow = async () => {
    setAccepting(true);
    try {
      await accept({ token });
      notifications.show({ color: "teal", message: `You can now work on ${invitation.ownerName}'s portfolio: it is under "Shared with you".` });
      navigate("/dashboard");
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, "Please check your connection and try again.") });
      setAccepting(false);
    }
  };

  return (
    <Container size="sm" py={48}>
      <Card withBorder padding="xl" radius="md">
        <Title order={1} size="h2" mb="sm">
          {invitation.problem === null ? "You are invited" : "This invitation cannot be accepted"}
        </Title>
        {invitation.role !== undefined && (
          <Text mb="md">
            {invitation.ownerName} invited {invitation.email ?? "someone"} to work on their portfolio as <strong>{ROLE_LABELS[invitation.role]}</strong>:{" "}
            {ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}
          </Text>
        )}
        {invitation.message !== null && (
          <Alert color={invitation.problem === "wrong-account" ? "yellow" : "red"} role="alert" mb="md">
            {invitation.message}
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
              Accept invitation
            </Button>
          )}
          <Button component={Link} to="/dashboard" variant="default">
            Go to your dashboard
          </Button>
        </Group>
      </Card>
    </Container>
  );
}
