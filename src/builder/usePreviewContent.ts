import { useMemo, useRef } from "react";
import type { PortfolioContent } from "../../convex/model/formData";
import { shareUnchanged } from "../lib/shareUnchanged";
import { previewContent } from "./session/previewContent";
import type { SessionState } from "./session/session";

/**
 * What the live preview shows, new only when what it shows changed (not on a save status or an
 * error), and structurally shared with the last one: a keystroke in one project's description
 * leaves every other section and project the same objects, so the template's memoised parts
 * (ProjectCards' cards, the lists, About) re-render only where the text changed.
 */
export function usePreviewContent({ values, images, knownImages }: Pick<SessionState, "values" | "images" | "knownImages">): PortfolioContent {
  const last = useRef<PortfolioContent | null>(null);
  return useMemo(() => {
    const next = shareUnchanged(last.current, previewContent({ values, images, knownImages }));
    last.current = next;
    return next;
  }, [values, images, knownImages]);
}
