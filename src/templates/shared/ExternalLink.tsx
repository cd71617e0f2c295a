import type { ReactNode } from "react";

/** A link to another site: opens in a new tab without handing it this page (`noopener noreferrer`). */
export function ExternalLink({ href, className, label, children }: { href: string; className?: string; label?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
