import { useEffect, useRef, useState, type ReactNode } from "react";
import { Alert, Button, Card, Container, Group, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useErrorText } from "../i18n/messages";
import { PageLoader } from "../ui/PageLoader";

type Props<T> = {
  /** The link's one action (its token is the proof), run once from the page's script: a mail scanner that only fetches the link does nothing. */
  run: () => Promise<T>;
  /** While it runs ("Confirming your email address…"). */
  busyLabel: string;
  /** Holds the page back (the auth state still loading). */
  waiting?: boolean;
  successTitle: string;
  successText: (outcome: T) => ReactNode;
  /** Where the button goes, given the outcome (an error: null). */
  next: (outcome: T | null) => { to: string; label: string };
};

/** A page a mailed link opens (confirm an address, restore an account): the action's outcome and one way on. */
export function MailedLinkPage<T>({ run, busyLabel, waiting = false, successTitle, successText, next }: Props<T>) {
  const { t } = useTranslation("auth");
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<{ ok: T } | { error: string } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run().then(
      (ok) => setOutcome({ ok }),
      (error: unknown) => setOutcome({ error: errorText(error, t("mailedLink.checkConnection")) }),
    );
  }, [run, t, errorText]);

  if (outcome === null || waiting) return <PageLoader label={busyLabel} />;
  const way = next("ok" in outcome ? outcome.ok : null);
  return (
    <Container size="sm" py={48}>
      <Card withBorder padding="xl" radius="md">
        <Title order={1} size="h2" mb="sm">
          {"error" in outcome ? t("mailedLink.failedTitle") : successTitle}
        </Title>
        {"error" in outcome ? (
          <Alert color="red" role="alert" mb="md">
            {outcome.error}
          </Alert>
        ) : (
          <Text mb="md" style={{ overflowWrap: "anywhere" }}>
            {successText(outcome.ok)}
          </Text>
        )}
        <Group>
          <Button component={Link} to={way.to}>
            {way.label}
          </Button>
        </Group>
      </Card>
    </Container>
  );
}
