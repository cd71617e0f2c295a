import { languageKeyOf } from "./languages/useBuilderLanguages";
import { sectionsWithErrors } from "./sections";
import type { SessionState } from "./session/session";

/**
 * The editor's page around the form: what it shows of the session's state. Deep-compared (small
 * parts: the save status is a new object at every change), so a keystroke leaves it the same.
 */
export function editorShell({ ready, canUndo, canRedo, env, status, notice, conflict, dirty, saved, values, errors }: SessionState) {
  return {
    ready,
    canUndo,
    canRedo,
    env,
    status,
    notice,
    conflict,
    dirty,
    savedRevision: saved.revision,
    named: values.name.trim() !== "",
    languages: languageKeyOf(values),
    // The sections holding errors (the nav marks them), in order.
    errorSections: [...sectionsWithErrors(errors)],
  };
}
