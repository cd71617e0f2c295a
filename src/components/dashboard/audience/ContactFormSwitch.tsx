import { useId, useState } from "react";
import { Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import { errorMessage } from "../../../../convex/model/errors";

/** The owner's opt-in for the contact form on their published page. */
export function ContactFormSwitch({ enabled }: { enabled: boolean }) {
  const setContactForm = useMutation(api.audience.setContactForm);
  const [pending, setPending] = useState<boolean | null>(null);
  const descriptionId = useId();

  const change = async (next: boolean) => {
    setPending(next);
    try {
      await setContactForm({ enabled: next });
    } catch (error) {
      notifications.show({ color: "red", title: "Could not change the setting", message: errorMessage(error, "Please try again.") });
    } finally {
      setPending(null);
    }
  };

  return (
    <div>
      <Switch label="Show a contact form on my portfolio" aria-describedby={descriptionId} checked={pending ?? enabled} disabled={pending !== null} onChange={(event) => void change(event.currentTarget.checked)} />
      <Text id={descriptionId} size="sm" c="dimmed" mt={4}>
        Visitors can send you a message (name, email and text). Messages arrive in your inbox below and by email; their addresses are shown only to you.
      </Text>
    </div>
  );
}
