import { useState } from "react";
import { Button, Card, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";
import { useLogout } from "./auth/useLogout";

/** "Sign out of all devices": every session of the account ends at once, this one included. */
export function Sessions() {
  const signOutEverywhere = useMutation(api.account.signOutEverywhere);
  const logout = useLogout();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      await signOutEverywhere({});
      notifications.show({ color: "green", message: "You were signed out on all devices." });
      await logout();
    } catch (error) {
      setBusy(false);
      notifications.show({ color: "red", message: errorMessage(error, "Could not sign out everywhere. Please try again.") });
    }
  };

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="sessions-heading">
      <Title order={2} size="h3" id="sessions-heading" mb="md">
        Devices
      </Title>
      <Text size="sm" mb="md">
        Lost a phone or used a shared computer? Sign out everywhere, including here. You can log in again with your password.
      </Text>
      <Button variant="default" onClick={() => void run()} disabled={busy}>
        {busy ? "Signing out..." : "Sign out of all devices"}
      </Button>
    </Card>
  );
}
