import type { ReactNode } from "react";
import { Box, Notification } from "@mantine/core";

/** A toast the server shows with the page (its answer to a form posted before the page's script ran). */
export type ShownToast = { color: "red" | "green"; title?: string; message: string };

/**
 * Mantine's toast markup for a page without React, in <template>s its script fills in and shows
 * (src/visitor/script/toasts.ts), bottom-right like the app's; `shown` is on screen from the
 * start, as the script would have shown it (the script's next toast replaces it). `children`: more
 * templates, written whole (`<template data-toast="name">`).
 */
export function StaticToasts({ children, shown }: { children?: ReactNode; shown?: ShownToast }) {
  return (
    <Box data-static-toasts role="status" style={{ position: "fixed", right: 16, bottom: 16, zIndex: 400, width: "min(440px, calc(100vw - 32px))" }}>
      {shown && (
        <Notification color={shown.color} title={shown.title} withCloseButton={false} mt="sm">
          {shown.message}
        </Notification>
      )}
      <template data-toast="red">
        <Notification color="red" title="title" withCloseButton={false} mt="sm">
          message
        </Notification>
      </template>
      <template data-toast="green">
        <Notification color="green" withCloseButton={false} mt="sm">
          message
        </Notification>
      </template>
      {children}
    </Box>
  );
}
