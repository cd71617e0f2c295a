import { useEffect } from "react";

/**
 * Sets the document title and, when given, the meta description (for link previews and search
 * results); both are put back as they were when the page goes away or the values change.
 */
export function useDocumentMeta(title: string | null, description?: string | null) {
  useEffect(() => {
    if (title === null) return;
    const previousTitle = document.title;
    document.title = title;
    let tag: HTMLMetaElement | null = null;
    let created = false;
    let previousDescription: string | null = null;
    if (description) {
      tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      created = tag === null;
      previousDescription = tag?.getAttribute("content") ?? null;
      if (!tag) {
        tag = document.createElement("meta");
        tag.name = "description";
        document.head.appendChild(tag);
      }
      tag.setAttribute("content", description);
    }
    return () => {
      document.title = previousTitle;
      if (!tag) return;
      if (created) tag.remove();
      else tag.setAttribute("content", previousDescription ?? "");
    };
  }, [title, description]);
}
