import { useEffect, type RefObject } from "react";

/** The CSS variable holding the sticky header's current height (0 when there is none). */
export const HEADER_HEIGHT_VAR = "--app-header-height";

/**
 * Keeps HEADER_HEIGHT_VAR on <html> equal to the header's height, including while the mobile
 * menu is open, so toasts (Toasts.module.css) sit below the navigation instead of over it.
 */
export function useHeaderHeightVar(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(HEADER_HEIGHT_VAR, `${header.getBoundingClientRect().height}px`);
    update();
    if (typeof ResizeObserver === "undefined") return () => root.style.removeProperty(HEADER_HEIGHT_VAR);
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_VAR);
    };
  }, [ref]);
}
