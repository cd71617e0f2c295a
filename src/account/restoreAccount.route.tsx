import { useEffect, useRef, useState } from "react";
import { Alert, Button, Card, Container, Group, Text, Title } from "@mantine/core";
import { useMutation } from "convex/react";
import { Link, useParams } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";
import { noindexPageMeta } from "../lib/pageMeta";
import { PageLoader } from "../ui/PageLoader";

/** The undo link is a secret: not for search engines. */
export const meta = () => noindexPageMeta("Restore your account");

type Outcome = { email: string | null } | { error: string };

/**
 * The deletion mail's link (`/restore-account/<token>`): brings the account back on opening, from
 * the page's script (a mail scanner that only fetches the link restores nothing).
 */
export default function RestoreAccountPage() {
  const { token = "" } = useParams();
  const undo = useMutation(api.account.undoDeletion);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    undo({ token }).then(setOutcome, (error: unknown) => setOutcome({ error: errorMessage(error, "Please check your connection and try again.") }));
  }, [undo, token]);

  if (outcome === null) return <PageLoader label="Restoring your account…" />;
  return (
    <Container size="sm" py={48}>
      <Card withBorder padding="xl" radius="md">
        <Title order={1} size="h2" mb="sm">
          {"error" in outcome ? "This link did not work" : "Your account is back"}
        </Title>
        {"error" in outcome ? (
          <Alert color="red" role="alert" mb="md">
            {outcome.error}
          </Alert>
        ) : (
          <Text mb="md" style={{ overflowWrap: "anywhere" }}>
            Everything in it is as you left it, and your page is online again if it was. Log in{outcome.email ? ` with ${outcome.email}` : ""} and your
            password.
          </Text>
        )}
        <Group>
          <Button component={Link} to="/login">
            Log in
          </Button>
        </Group>
      </Card>
    </Container>
  );
}
