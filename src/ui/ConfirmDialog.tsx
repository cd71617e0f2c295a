import type { ReactNode } from "react";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  /** The way out without acting ("Cancel", in the app's language, unless told). */
  cancelLabel?: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** Red for what takes something away (leave, unpublish); the theme's colour otherwise. */
  danger?: boolean;
};

/**
 * "Are you sure?" before an action: Cancel and the action, both off while it runs. Compound parts
 * so the header is a plain div (a second <header> would read as a second banner).
 */
export function ConfirmDialog({ opened, onClose, title, children, confirmLabel, cancelLabel, busyLabel, busy, onConfirm, danger = false }: Props) {
  const { t } = useTranslation("common");
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t("dialog.close")} />
        </Modal.Header>
        <Modal.Body>
          {/* A div: the message may hold a list. */}
          <Text size="sm" component="div">
            {children}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancelLabel ?? t("dialog.cancel")}
            </Button>
            <Button color={danger ? "red.9" : undefined} onClick={onConfirm} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
