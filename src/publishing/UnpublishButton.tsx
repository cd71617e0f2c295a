import { useState } from "react";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";

/** Takes the portfolio offline after the user confirms; the content stays for republishing. */
export function UnpublishButton() {
  const unpublish = useMutation(api.portfolios.unpublish);
  const [opened, { open, close }] = useDisclosure(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await unpublish({});
      close();
      notifications.show({ color: "green", message: "Your portfolio is no longer public." });
    } catch (error) {
      notifications.show({ color: "red", title: "Could not unpublish", message: errorMessage(error, "Failed to unpublish the portfolio.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="subtle" color="red" onClick={open}>
        Unpublish
      </Button>
      {/* Compound parts so the header is a plain div (a second <header> reads as a second banner). */}
      <Modal.Root opened={opened} onClose={close} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title fw={700}>Unpublish your portfolio?</Modal.Title>
            <Modal.CloseButton aria-label="Close" />
          </Modal.Header>
          <Modal.Body>
            <Text size="sm">The public link will stop working until you publish again. Your content and draft are kept.</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button color="red.9" onClick={() => void confirm()} disabled={busy}>
                {busy ? "Unpublishing..." : "Unpublish"}
              </Button>
            </Group>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
