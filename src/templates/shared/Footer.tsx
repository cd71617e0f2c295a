import type { SocialLinks as Links } from "../../../convex/model/formData";
import { SocialLinks } from "./SocialLinks";

/** The footer every template ends with: the credit line and the social links. Styled by tokens (--pt-footer-*). */
export function TemplateFooter({ name, links, className = "" }: { name: string; links: Links; className?: string }) {
  return (
    <footer className={`pt-footer ${className}`}>
      <p className="pt-footer__credit">
        © {new Date().getFullYear()} {name}
      </p>
      <SocialLinks links={links} iconSize={18} />
    </footer>
  );
}
