import type { ReactNode } from "react";
import { HeadStyle } from "./HeadStyle";
import { LanguageSwitch } from "./LanguageSwitch";
import { useTemplateTheme } from "./templateTheme";
import "./shared.css";

/**
 * Root of every template: a size container (templates adapt to their box, not the viewport, so
 * they work inside the builder's resizable preview), the motion variables, and the page's main
 * landmark. The portfolio's theme arrives here only, as custom properties and `color-scheme` on
 * this element, plus the chosen font pairing's @font-face rules. `embedded` renders the main
 * landmark as a plain div when the host page already has one.
 */
export function TemplateFrame({ className, children }: { className: string; children: ReactNode }) {
  const { style, fontCss } = useTemplateTheme();
  return (
    <div className={`pt-root ${className}`} style={style}>
      {/* Our own build's font URLs, never user input (the pairing id is checked against a fixed list). */}
      {fontCss !== "" && <HeadStyle css={fontCss} />}
      {/* Every template's pages in another language are one link away (published pages in 2+ languages). */}
      <LanguageSwitch />
      {children}
    </div>
  );
}

export function TemplateMain({ embedded, className, children }: { embedded?: boolean; className?: string; children: ReactNode }) {
  const Tag = embedded ? "div" : "main";
  return <Tag className={className}>{children}</Tag>;
}
