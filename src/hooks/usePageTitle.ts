import { useEffect } from "react";

/** Sets the document title for a screen, so tabs, history and screen readers name it. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Portfolio Builder` : "Portfolio Builder";
  }, [title]);
}
