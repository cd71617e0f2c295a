import { photoDataUrl, renderShareImage } from "../../convex/lib/shareImage/render";
import { findTemplate, TEMPLATES } from "../../convex/model/templates";

/** What the share image is drawn from: public fields of a published page. */
export type SharePage = {
  templateId: string;
  publishedAt: string | null;
  shareImageUrl: string | null;
  content: { name: string; role: string; image: { src: string; srcSet?: string } | string | null };
};

/**
 * The card of a password-protected page before its password: the name its owner chose for the
 * locked page in the template's colours, and nothing of the content (no role, no photo).
 */
export function lockedSharePage(page: { name: string; templateId: string }): SharePage {
  return { templateId: page.templateId, publishedAt: null, shareImageUrl: null, content: { name: page.name, role: "", image: null } };
}

/** Images drawn here for publishes whose stored image was not there yet, by page and publish. */
const drawn = new Map<string, Promise<Uint8Array>>();
const MAX_DRAWN = 100;
/** A stored file or photo that takes longer than this is skipped (the card then draws without it). */
const FETCH_TIMEOUT_MS = 5_000;

/**
 * The page's 1200×630 PNG for link previews, at a stable address that exists as soon as the page
 * does: the image stored for this publish when it is there, else drawn here on the first request
 * (the same card, from the same public fields) and kept in memory for that publish.
 */
export async function shareImageResponse(pageKey: string, page: SharePage): Promise<Response> {
  const stored = page.shareImageUrl ? await fetchBytes(page.shareImageUrl) : null;
  // The name is in the key: a locked page's card (no publish date) changes with the name chosen for it.
  const png = stored ?? (await drawOnce(`${pageKey}@${page.publishedAt}@${page.templateId}@${page.content.name}`, page));
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/png",
      // The address carries the publish (?v=), so a short cache is safe and republishing shows at once.
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function drawOnce(key: string, page: SharePage): Promise<Uint8Array> {
  let png = drawn.get(key);
  if (!png) {
    png = draw(page);
    png.catch(() => drawn.delete(key));
    drawn.set(key, png);
    if (drawn.size > MAX_DRAWN) drawn.delete(drawn.keys().next().value!);
  }
  return png;
}

async function draw(page: SharePage): Promise<Uint8Array> {
  const photoUrl = photoSource(page.content.image);
  const photoBytes = photoUrl ? await fetchBytes(photoUrl) : null;
  return await renderShareImage({
    name: page.content.name,
    role: page.content.role,
    photo: photoBytes ? await photoDataUrl(photoBytes) : null,
    colors: (findTemplate(page.templateId) ?? TEMPLATES[0]).colors,
  });
}

/** The photo's variant nearest 640 px wide (plenty for the card's 300 px circle), else its largest. */
function photoSource(image: SharePage["content"]["image"]): string | null {
  if (image === null) return null;
  if (typeof image === "string") return image;
  const candidates = (image.srcSet ?? "")
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([url, width]) => url && width?.endsWith("w"));
  const sized = candidates.map(([url, width]) => ({ url: url!, width: Number.parseInt(width!, 10) })).sort((a, b) => a.width - b.width);
  return (sized.find((variant) => variant.width >= 640) ?? sized.at(-1))?.url ?? image.src;
}

async function fetchBytes(url: string): Promise<Uint8Array | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
