// Only the Mantine CSS the shell and the visitor pages use (the full bundle is ~40 KB gzip);
// lazily loaded pages import the component CSS they add. Order follows @mantine/core/styles.css.
// Imported here, not in root.tsx, so published portfolios (outside this layout) never load it.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Flex.css";
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Avatar.css";
import "@mantine/core/styles/Badge.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Grid.css";
import "@mantine/core/styles/Image.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Title.css";
import "@mantine/notifications/styles.css";

import { Suspense, lazy, type ReactNode } from "react";
import { ConvexAuthProvider, type TokenStorage } from "@convex-dev/auth/react";
import { MantineProvider } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { AppLayout } from "../components/layout/AppLayout";
import toasts from "../components/layout/Toasts.module.css";
import { convexClient } from "../lib/convexClient";
import { cssVariablesResolver, theme } from "../theme";

// The toast container (with its transitions and scroll lock) is not needed for the first paint;
// toasts shown before it arrives wait in the notifications store and appear when it mounts.
const Notifications = lazy(() => import("@mantine/notifications").then((m) => ({ default: m.Notifications })));

// The server has no session: it renders every screen as "session unknown", as the browser's
// first render does, so hydration matches.
const serverStorage: TokenStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** The app around every screen except published portfolios: Convex, auth, theme, toasts, nav. */
export default function AppShell() {
  return (
    <ConvexAuthProvider client={convexClient()} storage={typeof window === "undefined" ? serverStorage : undefined}>
      <AppChrome>
        <AppLayout />
      </AppChrome>
    </ConvexAuthProvider>
  );
}

/** Theme and toasts. */
export function AppChrome({ children }: { children: ReactNode }) {
  // Mounted after the first render, so a prerendered page hydrates without waiting for it.
  const mounted = useMounted();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      {mounted && (
        <Suspense fallback={null}>
          <Notifications position="top-right" autoClose={5000} className={toasts.root} />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}
