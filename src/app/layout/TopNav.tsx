import { useEffect, useRef, type ReactNode, type Ref } from "react";
import { ActionIcon, Box, Collapse, Container, Group, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBriefcase, IconMenu2, IconX } from "@tabler/icons-react";
import { useConvexAuth } from "convex/react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { useLogout } from "../../account/auth/useLogout";
import { useStaticDocument } from "../../lib/routeHandle";
import { ColorSchemeToggle } from "./ColorSchemeToggle";
import { useHeaderHeightVar } from "./headerOffset";
import { SIGNED_IN_LINKS, SIGNED_OUT_LINKS, VISITOR_LINKS, type NavItem } from "./navLinks";
import classes from "./TopNav.module.css";

/** The top navigation: inline links from `sm` up, a burger menu below that. */
export function TopNav() {
  return useStaticDocument() ? <StaticTopNav /> : <LiveTopNav />;
}

function LiveTopNav() {
  const { t } = useTranslation("common");
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { isLoading, isAuthenticated } = useConvexAuth();
  const logout = useLogout();
  const headerRef = useRef<HTMLElement>(null);
  useHeaderHeightVar(headerRef);

  // A page change closes the mobile menu.
  useEffect(close, [pathname, close]);

  // While the session is unknown show only the links everyone has, so nothing flickers.
  const sessionLinks = isLoading ? [] : isAuthenticated ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
  const links = [...VISITOR_LINKS, ...sessionLinks];
  const logoutButton = isAuthenticated && !isLoading && (
    <button type="button" className={classes.link} onClick={() => void logout()}>
      {t("nav.logout")}
    </button>
  );

  const nav = (
    <>
      <NavLinks links={links} />
      {logoutButton}
    </>
  );
  return (
    <HeaderBar
      headerRef={headerRef}
      nav={nav}
      menuButton={
        // An icon button, not Mantine's Burger: that one draws its lines with a div inside the button (invalid HTML).
        <ActionIcon
          variant="default"
          size="lg"
          onClick={toggle}
          hiddenFrom="md"
          aria-label={opened ? t("nav.closeNavigation") : t("nav.openNavigation")}
          aria-expanded={opened}
          aria-controls="mobile-navigation"
        >
          {opened ? <IconX size={20} aria-hidden /> : <IconMenu2 size={20} aria-hidden />}
        </ActionIcon>
      }
      mobileMenu={(menu) => (
        <Collapse expanded={opened} keepMounted={false} hiddenFrom="md" id="mobile-navigation">
          {menu}
        </Collapse>
      )}
    />
  );
}

/**
 * The same navigation as plain HTML for pages without React: the session's links are all there,
 * hidden, and src/page-script/navigation.ts shows the right ones, opens the menu and logs out.
 */
function StaticTopNav() {
  const { t } = useTranslation("common");
  const sessionLinks = (
    <>
      <span data-session="signed-out" hidden className={classes.session}>
        <NavLinks links={SIGNED_OUT_LINKS} />
      </span>
      <span data-session="signed-in" hidden className={classes.session}>
        <NavLinks links={SIGNED_IN_LINKS} />
        <button type="button" className={classes.link} data-logout>
          {t("nav.logout")}
        </button>
      </span>
    </>
  );
  const nav = (
    <>
      <NavLinks links={VISITOR_LINKS} />
      {sessionLinks}
    </>
  );
  return (
    <HeaderBar
      nav={nav}
      menuButton={
        <ActionIcon
          variant="default"
          size="lg"
          hiddenFrom="md"
          aria-label={t("nav.openNavigation")}
          aria-expanded={false}
          aria-controls="mobile-navigation"
          className={classes.menuButton}
        >
          <IconMenu2 size={20} aria-hidden className={classes.menuOpen} />
          <IconX size={20} aria-hidden className={classes.menuClose} />
        </ActionIcon>
      }
      mobileMenu={(menu) => (
        <div id="mobile-navigation" hidden className="mantine-hidden-from-md">
          {menu}
        </div>
      )}
    />
  );
}

/** The header both navigations share: skip link, brand, the inline nav, the colour scheme, the menu. */
function HeaderBar({
  headerRef,
  nav,
  menuButton,
  mobileMenu,
}: {
  headerRef?: Ref<HTMLElement>;
  nav: ReactNode;
  menuButton: ReactNode;
  /** Wraps the phone menu (the live page animates it; the static page's script unhides it). */
  mobileMenu: (menu: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation("common");
  return (
    <Box component="header" ref={headerRef} className={classes.header}>
      <a href="#main" className={classes.skip}>
        {t("nav.skipToContent")}
      </a>
      <Container size="lg" className={classes.bar}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/home" className={classes.brand}>
            <IconBriefcase size={24} stroke={1.8} color="var(--mantine-primary-color-filled)" aria-hidden />
            Portfolio Builder
          </Link>
          <Group gap="xs" wrap="nowrap">
            <Group component="nav" aria-label={t("nav.main")} gap={4} visibleFrom="md" wrap="nowrap">
              {nav}
            </Group>
            <ColorSchemeToggle />
            {menuButton}
          </Group>
        </Group>
      </Container>
      {mobileMenu(
        <Stack component="nav" aria-label={t("nav.mainMobile")} gap={2} className={classes.mobileMenu}>
          {nav}
        </Stack>,
      )}
    </Box>
  );
}

function NavLinks({ links }: { links: NavItem[] }) {
  const { t } = useTranslation("common");
  // React Router's NavLink sets aria-current="page" on the current page's link.
  return links.map((link) => (
    <NavLink key={link.to} to={link.to} className={classes.link}>
      {t(link.label)}
    </NavLink>
  ));
}
