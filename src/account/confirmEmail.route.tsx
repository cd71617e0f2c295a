import { useEffect, useRef, useState } from "react";
import { Alert, Button, Card, Container, Group, Text, Title } from "@mantine/core";
import { useConvexAuth, useMutation } from "convex/react";
import { Link, useParams } from "react-router-dom";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";
import { noindexPageMeta } from "../lib/pageMeta";
import { PageLoader } from "../ui/PageLoader";

/** A confirmation link is a secret: not for search engines (robots.txt disallows it too, sitemap.ts). */
export const meta = () => noindexPageMeta("Confirm your email address");

type Outcome = { email: string; changed: boolean } | { error: string };

/**
 * The mailed link (`/confirm-email/<token>`): confirms the address on opening, signed in or not
 * (the token is the proof). It runs from the page's script, so a mail scanner that only fetches
 * the link confirms nothing.
 */
export default function ConfirmEmailPage() {
  const { token = "" } = useParams();
  const confirm = useMutation(api.emailConfirmations.confirm);
  const { isAuthenticated, isLoading } = useConvexAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm({ token }).then(setOutcome, (error: unknown) => setOutcome({ error: errorMessage(error, "Please check your connection and try again.") }));
  }, [confirm, token]);

  if (outcome === null || isLoading) return <PageLoader label="Confirming your email address…" />;
  const next = isAuthenticated ? { to: "/dashboard", label: "Go to your dashboard" } : { to: "/login", label: "Log in" };
  return (
    <Container size="sm" py={48}>
      <Card withBorder padding="xl" radius="md">
        <Title order={1} size="h2" mb="sm">
          {"error" in outcome ? "This link did not work" : "Your email address is confirmed"}
        </Title>
        {"error" in outcome ? (
          <Alert color="red" role="alert" mb="md">
            {outcome.error}
          </Alert>
        ) : (
          <Text mb="md" style={{ overflowWrap: "anywhere" }}>
            {outcome.changed ? `${outcome.email} is now the email you sign in with.` : `Thank you: ${outcome.email} is confirmed.`}
          </Text>
        )}
        <Group>
          <Button component={Link} to={"error" in outcome && isAuthenticated ? "/account" : next.to}>
            {"error" in outcome && isAuthenticated ? "Go to your account" : next.label}
          </Button>
        </Group>
      </Card>
    </Container>
  );
}
