import { useContext, useEffect, useRef, useState } from "react";
import { Button, Group, Modal, Text } from "@mantine/core";
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker } from "react-router-dom";

type Props = {
  /** Read at the moment of leaving, so a save that just finished is taken into account. */
  shouldBlock: () => boolean;
};

/**
 * Asks before leaving with unsaved changes: the browser's own prompt for reloads and closing the
 * tab (beforeunload), and a modal for in-app navigation. useBlocker needs a data router; under a
 * plain <BrowserRouter> the app's navigator is intercepted instead (links and navigate() calls;
 * the browser's back button is not covered there).
 */
export function UnsavedChangesGuard({ shouldBlock }: Props) {
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  }, [shouldBlock]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldBlockRef.current()) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <DataRouterGuard shouldBlockRef={shouldBlockRef} /> : <HistoryGuard shouldBlockRef={shouldBlockRef} />;
}

type GuardProps = { shouldBlockRef: React.RefObject<() => boolean> };

function DataRouterGuard({ shouldBlockRef }: GuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlockRef.current());
  return <LeaveModal opened={blocker.state === "blocked"} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
}

type Navigator = { push: (...args: unknown[]) => void; replace: (...args: unknown[]) => void };

function HistoryGuard({ shouldBlockRef }: GuardProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    const nav = navigator as unknown as Navigator;
    const { push, replace } = nav;
    const intercept =
      (go: (...args: unknown[]) => void) =>
      (...args: unknown[]) => {
        if (shouldBlockRef.current()) setPending(() => () => go.apply(nav, args));
        else go.apply(nav, args);
      };
    nav.push = intercept(push);
    nav.replace = intercept(replace);
    return () => {
      nav.push = push;
      nav.replace = replace;
    };
  }, [navigator, shouldBlockRef]);

  return (
    <LeaveModal
      opened={pending !== null}
      onStay={() => setPending(null)}
      onLeave={() => {
        const go = pending;
        setPending(null);
        go?.();
      }}
    />
  );
}

function LeaveModal({ opened, onStay, onLeave }: { opened: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <Modal opened={opened} onClose={onStay} title="Leave without saving?" centered>
      <Text size="sm">Your latest changes have not been saved to your account yet. If you leave now, they will not be in your draft.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={onLeave}>
          Leave anyway
        </Button>
      </Group>
    </Modal>
  );
}
