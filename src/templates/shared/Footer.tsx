import { memo } from "react";
import type { SocialLinks as Links } from "../../../convex/model/formData";
import type { Links as MoreLinks } from "../../../convex/model/links";
import { BRANDING_TEXT, usePlatformBranding } from "./platformBranding";
import { SocialLinks } from "./SocialLinks";

/**
 * The footer every template ends with: the credit line, the social links and, on a Free plan's
 * published page, the platform's small link. Styled by tokens (--pt-footer-*).
 */
export const TemplateFooter = memo(function TemplateFooter({
  name,
  links,
  more,
  className = "",
}: {
  name: string;
  links: Links;
  more?: MoreLinks;
  className?: string;
}) {
  const brandingHref = usePlatformBranding();
  return (
    <footer className={`pt-footer ${className}`}>
      <p className="pt-footer__credit">
        © {new Date().getFullYear()} {name}
      </p>
      <SocialLinks links={links} more={more} iconSize={18} />
      {brandingHref !== null && (
        <p className="pt-footer__brand">
          <a href={brandingHref} data-platform-branding="">
            {BRANDING_TEXT}
          </a>
        </p>
      )}
    </footer>
  );
});
