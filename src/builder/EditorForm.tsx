import { memo } from "react";
import type { ListSection } from "../../convex/model/formData";
import { makeBind } from "./bind";
import type { BuilderLanguages } from "./languages/useBuilderLanguages";
import type { BuilderSection } from "./sections";
import { SectionPanel } from "./SectionPanel";
import type { BuilderSession } from "./session/session";
import { useFormState } from "./useSessionSlice";

/**
 * The open section's fields, bound to the session in the edited language. The one part of the
 * editor (with the preview) that renders on every keystroke; its memoised fields skip it unless
 * their own value, error or typing note changed (bind.tsx). Memoised, with stable props: a save's
 * status or the toolbar's Undo re-render the page around it, not the fields.
 */
export const EditorForm = memo(function EditorForm({
  session,
  section,
  typing,
  languages,
  onRemove,
}: {
  session: BuilderSession;
  section: BuilderSection;
  /** Who else is typing where (form path → their names). */
  typing: Readonly<Record<string, string>>;
  languages: Pick<BuilderLanguages, "bindIn" | "translation">;
  onRemove: (section: ListSection, index: number) => void;
}) {
  const state = useFormState(session);
  return (
    <SectionPanel
      section={section}
      session={session}
      state={state}
      bind={languages.bindIn(makeBind(session, state, typing), session, state)}
      onRemove={onRemove}
      language={languages.translation}
    />
  );
});
