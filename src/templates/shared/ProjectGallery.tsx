import { memo } from "react";
import type { ImageSource } from "../../../convex/model/images";
import { ExternalLink } from "./ExternalLink";
import { ResponsiveImage } from "./ResponsiveImage";
import { fillWord, usePageWords } from "./pageWords";

/** Thumbnails are at most 8rem wide in every template (a row of up to five under the card text). */
const THUMB_SIZES = "8rem";

/**
 * A project's images after the cover, as a row of thumbnails; each opens the full picture (a
 * plain link: works on the published page without JavaScript). Nothing when there are none.
 */
export const ProjectGallery = memo(function ProjectGallery({ images, title }: { images: ImageSource[]; title: string }) {
  const words = usePageWords();
  if (images.length === 0) return null;
  const total = images.length + 1;
  return (
    <ul className="pt-gallery" aria-label={fillWord(words.moreImagesOf, { title })}>
      {images.map((image, i) => (
        <li key={`${image.src}-${i}`} className="pt-gallery__item">
          {/* The image's alt names the link (a link whose only content is an image with empty alt has no text of its own). */}
          <ExternalLink href={image.src} className="pt-gallery__link">
            <ResponsiveImage
              className="pt-gallery__image"
              image={image}
              alt={`Open image ${i + 2} of ${total} of ${title}`}
              sizes={THUMB_SIZES}
              fallbackWidth={320}
              fallbackHeight={200}
            />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
});
