import { useEffect } from "react";

/**
 * While printing, the document is titled `title`: browsers suggest it as the PDF's file name
 * ("Nadia Okafor – Résumé.pdf") and print it in the page header if headers are on.
 */
export function usePrintTitle(title: string) {
  useEffect(() => {
    let before = document.title;
    const onBefore = () => {
      before = document.title;
      document.title = title;
    };
    const onAfter = () => {
      document.title = before;
    };
    window.addEventListener("beforeprint", onBefore);
    window.addEventListener("afterprint", onAfter);
    return () => {
      window.removeEventListener("beforeprint", onBefore);
      window.removeEventListener("afterprint", onAfter);
    };
  }, [title]);
}
