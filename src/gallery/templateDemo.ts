import { APP_BASENAME } from "../lib/basePath";

/**
 * A template's live demo (src/gallery/templateDemo.route.tsx). A full document load, not a router link:
 * the demo is server HTML without the app.
 */
export function templateDemoHref(templateId: string): string {
  return `${APP_BASENAME}/templates/${encodeURIComponent(templateId)}/demo`;
}
