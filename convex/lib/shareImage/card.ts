"use node";
import type { TemplateColors } from "../../model/templates";
import { drawableText, initialsOf, truncate } from "./text";

/** What the share image shows: the published name and role, the photo (if any), the template's colours. */
export type ShareCard = {
  name: string;
  role: string;
  /** The profile photo as a PNG or JPEG data URL, or null to draw initials. */
  photo: string | null;
  colors: TemplateColors;
};

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
export const PRODUCT_NAME = "Portfolio Builder";

/** A satori node: the React element shape, without React. */
export type CardNode = { type: string; props: { style?: Record<string, string | number>; children?: CardNode | CardNode[] | string; [key: string]: unknown } };

const node = (
  type: string,
  style: Record<string, string | number>,
  children?: CardNode | CardNode[] | string,
  props: Record<string, unknown> = {},
): CardNode => ({
  type,
  props: { ...props, style, children },
});

/** The name's size steps down as it gets longer, so most names fit on one or two lines. */
function nameSize(name: string): number {
  const length = [...name].length;
  if (length <= 18) return 80;
  if (length <= 30) return 68;
  return 56;
}

/** The photo's drawn size in pixels (a circle); the photo is resized to exactly this. */
export const PHOTO_SIZE = 300;
const PHOTO = PHOTO_SIZE;
const RING = 10;

/**
 * The card: an accent band on the left, the photo (or initials) in a ringed circle, the name large
 * with the role under it, and the product name small in the corner.
 */
export function shareCard({ name, role, photo, colors }: ShareCard): CardNode {
  const displayName = truncate(drawableText(name), 90);
  const displayRole = truncate(drawableText(role), 110);
  const gradient = `linear-gradient(160deg, ${colors.accent}, ${colors.accentEnd})`;
  // Long words break anywhere rather than run off the card; what is left after `lines` ends in "…".
  const clamp = (lines: number) => ({ display: "block", lineClamp: lines, overflow: "hidden", textOverflow: "ellipsis", overflowWrap: "anywhere" });

  const picture = photo
    ? node("img", { width: PHOTO, height: PHOTO, borderRadius: PHOTO / 2, objectFit: "cover" }, undefined, { src: photo, width: PHOTO, height: PHOTO })
    : node(
        "div",
        {
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          width: PHOTO,
          height: PHOTO,
          borderRadius: PHOTO / 2,
          backgroundImage: gradient,
          color: colors.onAccent,
          fontSize: 112,
          fontWeight: 700,
        },
        initialsOf(displayName),
      );

  return node(
    "div",
    {
      display: "flex",
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      backgroundColor: colors.background,
      fontFamily: "Inter",
      color: colors.text,
    },
    [
      node("div", { display: "flex", width: 28, height: "100%", backgroundImage: gradient }),
      node("div", { display: "flex", flex: 1, alignItems: "center", padding: "0 88px 0 76px", gap: 64 }, [
        node(
          "div",
          {
            display: "flex",
            flexShrink: 0,
            padding: RING,
            borderRadius: (PHOTO + 2 * RING) / 2,
            backgroundImage: gradient,
          },
          picture,
        ),
        node("div", { display: "flex", flexDirection: "column", flex: 1, minWidth: 0 }, [
          ...(displayName
            ? [node("div", { ...clamp(3), fontSize: nameSize(displayName), fontWeight: 700, lineHeight: 1.1, letterSpacing: -1 }, displayName)]
            : []),
          ...(displayName ? [node("div", { display: "flex", width: 96, height: 8, marginTop: 32, marginBottom: 28, backgroundImage: gradient })] : []),
          ...(displayRole ? [node("div", { ...clamp(2), fontSize: 38, lineHeight: 1.3, color: colors.muted }, displayRole)] : []),
        ]),
      ]),
      node("div", { position: "absolute", right: 56, bottom: 40, fontSize: 24, fontWeight: 700, color: colors.muted }, PRODUCT_NAME),
    ],
  );
}
