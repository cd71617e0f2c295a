import type { SocialLinks as Links } from "../../../convex/model/formData";
import type { Links as MoreLinks } from "../../../convex/model/links";
import { SocialLinks } from "./SocialLinks";

/** The footer every template ends with: the credit line and the social links. Styled by tokens (--pt-footer-*). */
export function TemplateFooter({ name, links, more, className = "" }: { name: string; links: Links; more?: MoreLinks; className?: string }) {
  return (
    <footer className={`pt-footer ${className}`}>
      <p className="pt-footer__credit">
        © {new Date().getFullYear()} {name}
      </p>
      <SocialLinks links={links} more={more} iconSize={18} />
    </footer>
  );
}
