import { readConfig } from "./config";

/**
 * The app's code is not loaded on arrival: when the person shows they are heading into the app
 * (pointer over, focus on or touch of a link to another page of it), its entry and first routes
 * are fetched as module preloads, so the next page starts from the cache. The list comes from the
 * server (VisitorPageScript), once.
 */
export function preloadAppOnIntent(): void {
  const { base, appModules } = readConfig();
  let done = false;
  const preload = () => {
    done = true;
    for (const href of appModules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
  };
  const onIntent = (event: Event) => {
    if (done || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>("a[href]");
    if (!link || link.origin !== location.origin || !link.pathname.startsWith(`${base}/`) || link.pathname === location.pathname) return;
    preload();
  };
  for (const type of ["pointerover", "focusin", "touchstart"]) document.addEventListener(type, onIntent, { passive: true });
}
