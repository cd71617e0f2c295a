import type { ReactNode } from "react";
import { Box, Notification } from "@mantine/core";

/** A toast the server shows with the page (its answer to a form posted before the page's script ran). */
export type ShownToast = { color: "red" | "green"; title?: string; message: string };

type ToastProps = { color: string; title?: string; children: ReactNode; closeLabel?: string };

/** The toast's one markup: Mantine's Notification as the app shows it, with a close button when one is named. */
function Toast({ color, title, children, closeLabel }: ToastProps) {
  return (
    <Notification
      color={color}
      title={title}
      withCloseButton={closeLabel !== undefined}
      closeButtonProps={closeLabel === undefined ? undefined : { "aria-label": closeLabel }}
      mt="sm"
    >
      {children}
    </Notification>
  );
}

/** A toast the page's script shows by name (src/page-script/toasts.ts `showToast(name)`), written whole here. */
export function ToastTemplate({ name, ...toast }: ToastProps & { name: string }) {
  return (
    <template data-toast={name}>
      <Toast {...toast} />
    </template>
  );
}

/**
 * The toasts of a page without React, bottom-right like the app's: `shown` is on screen from the
 * start, as the script would have shown it (the script's next toast replaces it); the red and
 * green ones the script fills in with its words (src/page-script/toasts.ts), and `children`, more
 * ToastTemplates.
 */
export function StaticToasts({ children, shown }: { children?: ReactNode; shown?: ShownToast }) {
  return (
    <Box data-static-toasts role="status" style={{ position: "fixed", right: 16, bottom: 16, zIndex: 400, width: "min(440px, calc(100vw - 32px))" }}>
      {shown && (
        <Toast color={shown.color} title={shown.title}>
          {shown.message}
        </Toast>
      )}
      <ToastTemplate name="red" color="red" title="title">
        message
      </ToastTemplate>
      <ToastTemplate name="green" color="green">
        message
      </ToastTemplate>
      {children}
    </Box>
  );
}
