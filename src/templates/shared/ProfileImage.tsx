import type { ImageSource } from "../../../convex/model/images";
import { initials } from "./content";
import { ResponsiveImage } from "./ResponsiveImage";
import { useTemplateMode } from "./templateMode";

/**
 * The profile photo. Without one, templates choose what stands in: the person's initials
 * (decorative) or, in the builder's preview, the professional template's "No Image" box (the
 * spec's hint to add one; a published page shows the initials: visitors never see a placeholder).
 * The photo is the first image in every template, so it is fetched first; `sizes` is its
 * displayed width in the template.
 */
export function ProfileImage({
  image,
  name,
  sizes,
  fallback = "initials",
  className = "",
}: {
  image: ImageSource | null;
  name: string;
  sizes: string;
  fallback?: "initials" | "no-image";
  className?: string;
}) {
  const published = useTemplateMode() === "published";
  if (image) {
    return (
      <ResponsiveImage
        className={`pt-avatar ${className}`}
        image={image}
        alt={`Portrait of ${name}`}
        sizes={sizes}
        fallbackWidth={320}
        fallbackHeight={320}
        priority
      />
    );
  }
  if (fallback === "no-image" && !published) {
    return (
      <div className={`pt-avatar pt-avatar--empty pt-avatar--no-image ${className}`}>
        <span>No Image</span>
      </div>
    );
  }
  return (
    <div className={`pt-avatar pt-avatar--empty ${className}`} aria-hidden="true">
      {initials(name)}
    </div>
  );
}
