import { useEffect } from "react";

/**
 * Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes across the whole session, in the
 * inputs too: the session's history replaces the browser's per-field one, which would otherwise
 * disagree with it.
 */
export function useUndoShortcuts(history: { undo: () => void; redo: () => void }, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const redo = (key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey && !event.metaKey);
      if (key !== "z" && !redo) return;
      // Dialogs (the conflict choice, leaving) keep their own keys.
      if ((event.target as HTMLElement | null)?.closest?.("[role=dialog]")) return;
      event.preventDefault();
      if (redo) history.redo();
      else history.undo();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [history, enabled]);
}
