import { memo, useDeferredValue, useMemo } from "react";
import { localizedFormData } from "../../convex/model/formTranslations";
import { samplePortfolio } from "../sample/samplePortfolio";
import type { BuilderLanguages } from "./languages/useBuilderLanguages";
import { LivePreview, type PreviewDevice } from "./LivePreview";
import { PreviewSheet } from "./PreviewSheet";
import type { BuilderSection } from "./sections";
import type { BuilderSession, SessionState } from "./session/session";
import { usePreviewContent } from "./usePreviewContent";
import { useSessionSlice } from "./useSessionSlice";

/** What the preview is made from: the values and the pictures, not the save status or the errors. */
const previewInputs = ({ values, images, knownImages }: SessionState) => ({ values, images, knownImages });

/**
 * The live preview of the draft in the preview's language, following the open section: beside
 * the form (`pane`), in a sheet over it on narrower screens (`sheet`), or alone while the draft
 * cannot be edited (`readOnly`: the sample until the draft has a name). Memoised: it renders when
 * what it shows changes, not with the page around it.
 */
export const EditorPreview = memo(function EditorPreview({
  session,
  templateId,
  section,
  languages,
  view,
  height = "70dvh",
  device = "desktop",
}: {
  session: BuilderSession;
  templateId: string;
  section: BuilderSection;
  languages: Pick<BuilderLanguages, "previewTag" | "preview">;
  view: "pane" | "sheet" | "readOnly";
  /** The pane's height. */
  height?: string;
  /** The sheet's width. */
  device?: PreviewDevice;
}) {
  // Made in React's deferred render, not in the keystroke's: there the last inputs come back, the
  // memos below return the last content, and the (memoised) preview is skipped.
  const { values, images, knownImages } = useDeferredValue(useSessionSlice(session, previewInputs));
  const localized = useMemo(() => localizedFormData(values, languages.previewTag), [values, languages.previewTag]);
  // New content only when what the preview shows changed, so its deferred render runs once per edit.
  const content = usePreviewContent({ values: localized, images, knownImages });
  const follow = typeof section.preview === "function" ? section.preview(values) : section.preview;
  if (view === "readOnly")
    return <LivePreview templateId={templateId} content={values.name.trim() ? content : samplePortfolio} follow="home" height={height} />;
  if (view === "sheet") return <PreviewSheet templateId={templateId} content={content} follow={follow} device={device} language={languages.preview} />;
  return <LivePreview templateId={templateId} content={content} follow={follow} height={height} language={languages.preview} />;
});
