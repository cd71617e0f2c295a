import type { ReactNode } from "react";
import "./shared.css";

/**
 * Root of every template: a size container (templates adapt to their box, not the viewport, so
 * they work inside the builder's resizable preview), the motion variables, and the page's main
 * landmark. `embedded` renders that landmark as a plain div when the host page already has one.
 */
export function TemplateFrame({ className, children }: { className: string; children: ReactNode }) {
  return <div className={`pt-root ${className}`}>{children}</div>;
}

export function TemplateMain({ embedded, className, children }: { embedded?: boolean; className?: string; children: ReactNode }) {
  const Tag = embedded ? "div" : "main";
  return <Tag className={className}>{children}</Tag>;
}
