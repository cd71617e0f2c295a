import { initials } from "./content";

/**
 * The profile photo. Without one, templates choose what stands in: the person's initials
 * (decorative) or the professional template's "No Image" box.
 */
export function ProfileImage({ src, name, fallback = "initials", className = "" }: { src: string | null; name: string; fallback?: "initials" | "no-image"; className?: string }) {
  if (src) return <img className={`pt-avatar ${className}`} src={src} alt={`Portrait of ${name}`} width={320} height={320} />;
  if (fallback === "no-image") {
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
