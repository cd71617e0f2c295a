import type { ReactNode } from "react";
import { Box, Notification } from "@mantine/core";

/**
 * Mantine's toast markup for a page without React, in <template>s its script fills in and shows
 * (src/visitor/script/toasts.ts), bottom-right like the app's. `children`: more templates, written
 * whole (`<template data-toast="name">`).
 */
export function StaticToasts({ children }: { children?: ReactNode }) {
  return (
    <Box data-static-toasts role="status" style={{ position: "fixed", right: 16, bottom: 16, zIndex: 400, width: "min(440px, calc(100vw - 32px))" }}>
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
