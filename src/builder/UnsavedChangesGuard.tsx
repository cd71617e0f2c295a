import { memo, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useBlocker } from "react-router";

type Props = {
  /** Read at the moment of leaving, so a save that just finished is taken into account. */
  shouldBlock: () => boolean;
};

/**
 * Asks before leaving with unsaved changes: the browser's own prompt for reloads and closing the
 * tab (beforeunload), and a modal for in-app navigation (useBlocker). Memoised: given a stable
 * `shouldBlock`, a keystroke in the builder does not render its (closed) modal again.
 */
export const UnsavedChangesGuard = memo(function UnsavedChangesGuard({ shouldBlock }: Props) {
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

  // Every in-app navigation, the browser's Back and Forward buttons included.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && shouldBlockRef.current());
  return <LeaveModal opened={blocker.state === "blocked"} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />;
});

function LeaveModal({ opened, onStay, onLeave }: { opened: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation("builder");
  return (
    <Modal opened={opened} onClose={onStay} title={t("leave.title")} centered>
      <Text size="sm">{t("leave.text")}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          {t("leave.stay")}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t("leave.leave")}
        </Button>
      </Group>
    </Modal>
  );
}
