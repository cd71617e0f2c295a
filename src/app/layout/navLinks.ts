export type NavItem = { to: string; label: string };

/** Spec §2: the links everyone sees, then the ones for each session state. */
export const VISITOR_LINKS: NavItem[] = [
  { to: "/home", label: "Home" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
];
export const SIGNED_IN_LINKS: NavItem[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/account", label: "Account" },
];
export const SIGNED_OUT_LINKS: NavItem[] = [
  { to: "/login", label: "Login" },
  { to: "/signup", label: "Signup" },
];

/** The public portfolio page stands alone: no app navigation above it. */
export function showsTopNav(pathname: string): boolean {
  return !pathname.startsWith("/portfolio-view");
}
