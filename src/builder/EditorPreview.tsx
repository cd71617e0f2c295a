import { useMemo } from "react";
import { localizedFormData } from "../../convex/model/translations";
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
 * cannot be edited (`readOnly`: the sample until the draft has a name).
 */
export function EditorPreview({
  session,
  templateId,
  section,
  languages,
  view,
}: {
  session: BuilderSession;
  templateId: string;
  section: BuilderSection;
  languages: Pick<BuilderLanguages, "previewTag" | "preview">;
  view: { kind: "pane"; height: string } | { kind: "sheet"; device: PreviewDevice } | { kind: "readOnly" };
}) {
  const { values, images, knownImages } = useSessionSlice(session, previewInputs);
  const localized = useMemo(() => localizedFormData(values, languages.previewTag), [values, languages.previewTag]);
  // New content only when what the preview shows changed, so its deferred render runs once per edit.
  const content = usePreviewContent({ values: localized, images, knownImages });
  const follow = typeof section.preview === "function" ? section.preview(values) : section.preview;
  if (view.kind === "readOnly")
    return <LivePreview templateId={templateId} content={values.name.trim() ? content : samplePortfolio} follow="home" height="70dvh" />;
  if (view.kind === "sheet")
    return <PreviewSheet templateId={templateId} content={content} follow={follow} device={view.device} language={languages.preview} />;
  return <LivePreview templateId={templateId} content={content} follow={follow} height={view.height} language={languages.preview} />;
}
