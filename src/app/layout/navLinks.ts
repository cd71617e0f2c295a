/** `label`: its key in the common catalogue (nav.*). */
export type NavItem = { to: string; label: string };

/** Spec §2: the links everyone sees, then the ones for each session state. */
export const VISITOR_LINKS: NavItem[] = [
  { to: "/home", label: "nav.home" },
  { to: "/pricing", label: "nav.pricing" },
  { to: "/about", label: "nav.about" },
  { to: "/contact", label: "nav.contact" },
];
export const SIGNED_IN_LINKS: NavItem[] = [
  { to: "/dashboard", label: "nav.dashboard" },
  { to: "/account", label: "nav.account" },
];
export const SIGNED_OUT_LINKS: NavItem[] = [
  { to: "/login", label: "nav.login" },
  { to: "/signup", label: "nav.signup" },
];

/** The public portfolio page stands alone: no app navigation above it. */
export function showsTopNav(pathname: string): boolean {
  return !pathname.startsWith("/portfolio-view");
}
