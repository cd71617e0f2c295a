import { useCallback, useMemo, useState } from "react";
import type { PortfolioFormData } from "../../../convex/model/formData";
import { localizedFormData } from "../../../convex/model/formTranslations";
import { mainLanguageOf } from "../../../convex/model/translationEdits";
import type { Bind } from "../bind";
import type { PreviewLanguage } from "../LivePreview";
import type { BuilderSession, SessionState } from "../session/session";
import { languagesOf } from "./languageNames";
import { makeTranslationBind } from "./translationBind";

/** The language of a translated text's path (`translations.fr.role` → fr), or null. */
const languageOfPath = (path: string): string | null => /^translations\.([^.]+)\.[^.]/.exec(path)?.[1] ?? null;

/**
 * The builder's languages: which one the form edits ("Editing in") and which one the live preview
 * shows. Choosing a language to edit shows it in the preview too; the preview can then show
 * another. A language removed (here or on another device) falls back to the main one.
 */
export function useBuilderLanguages(values: PortfolioFormData, focusField: (path: string) => void) {
  const main = mainLanguageOf(values);
  const tagsKey = languagesOf(values).join(" ");
  const tags = useMemo(() => tagsKey.split(" "), [tagsKey]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [previewChosen, setPreviewChosen] = useState<string | null>(null);
  const editing = chosen !== null && tags.includes(chosen) ? chosen : main;
  const previewTag = previewChosen !== null && tags.includes(previewChosen) ? previewChosen : main;
  /** The translation edited, or undefined while the main language is. */
  const translation = editing === main ? undefined : editing;

  const edit = useCallback((tag: string) => {
    setChosen(tag);
    setPreviewChosen(tag);
  }, []);
  // Taken to a translated field to fix: the form switches to its language first.
  const focusFieldIn = useCallback(
    (path: string) => {
      const tag = languageOfPath(path);
      if (tag !== null) edit(tag);
      focusField(path);
    },
    [edit, focusField],
  );
  // Undo or Redo of a translated text: the form shows its language.
  const showStep = useCallback(
    (paths: string[]) => {
      const tag = paths.length > 0 ? languageOfPath(paths[0]!) : null;
      if (tag !== null) edit(tag);
    },
    [edit],
  );
  const previewValues = useMemo(() => localizedFormData(values, previewTag), [values, previewTag]);
  const preview = useMemo<PreviewLanguage | undefined>(
    () => (tags.length > 1 ? { tags, value: previewTag, onChange: setPreviewChosen } : undefined),
    [tags, previewTag],
  );
  /** The form's bindings in the edited language. */
  const bindIn = (shared: Bind, session: BuilderSession, state: SessionState): Bind =>
    translation === undefined ? shared : makeTranslationBind(shared, session, state, translation);

  return { tags, editing, translation, edit, focusField: focusFieldIn, showStep, previewValues, preview, bindIn };
}
