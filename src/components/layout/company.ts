import { IconBrandFacebook, IconBrandGithub, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from "@tabler/icons-react";

/** The company details the footer and the contact page show. */
export const COMPANY = {
  name: "Portfolio Builder",
  founded: 2025,
  address: "500 Market Street, Suite 200, San Francisco, CA 94105, USA",
} as const;

export const SOCIAL_LINKS = [
  { label: "GitHub", href: "https://github.com/", Icon: IconBrandGithub },
  { label: "LinkedIn", href: "https://www.linkedin.com/", Icon: IconBrandLinkedin },
  { label: "X (Twitter)", href: "https://x.com/", Icon: IconBrandX },
  { label: "Facebook", href: "https://www.facebook.com/", Icon: IconBrandFacebook },
  { label: "Instagram", href: "https://www.instagram.com/", Icon: IconBrandInstagram },
] as const;
