import type { ImageSource } from "../../../convex/model/images";

type ResponsiveImageProps = {
  image: ImageSource;
  alt: string;
  /** The displayed width, as the `sizes` attribute says it, so the browser picks the right variant. */
  sizes: string;
  /** Used when the image's own size is unknown (a picture still on this device). */
  fallbackWidth: number;
  fallbackHeight: number;
  /** The first visible image of the page: fetched first. Every other image loads when it comes near. */
  priority?: boolean;
  className?: string;
};

/**
 * Every picture a template shows: the server's WebP variants through `srcset`/`sizes`, width and
 * height set so nothing shifts while it loads, and a loading hint.
 */
export function ResponsiveImage({ image, alt, sizes, fallbackWidth, fallbackHeight, priority = false, className }: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={alt}
      width={image.width ?? fallbackWidth}
      height={image.height ?? fallbackHeight}
      {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
    />
  );
}

/** `sizes` for the shared project cards: one column under 38rem, two above, `wide` from 70rem. */
export const cardImageSizes = (wide: string) => `(min-width: 70rem) ${wide}, (min-width: 38rem) 50vw, 100vw`;
