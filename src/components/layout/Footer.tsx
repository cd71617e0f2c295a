import { ActionIcon, Container, Group, SimpleGrid, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { SUPPORT } from "../../../convex/model/contact";
import { mailtoHref, telHref } from "../../../convex/model/urls";
import { COMPANY, SOCIAL_LINKS } from "./company";
import classes from "./Footer.module.css";

const QUICK_LINKS = [
  { to: "/home", label: "Home" },
  { to: "/pricing", label: "Pricing" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/templates", label: "Templates" },
];

/** The shared footer of the visitor pages: quick links, how to reach us, social profiles. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xl">
          <div>
            <Text fw={700} size="lg">
              {COMPANY.name}
            </Text>
            <Text c="dimmed" size="sm" mt={4}>
              Show your skills in minutes, on every screen.
            </Text>
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={classes.heading}>
              Quick links
            </h2>
            <ul className={classes.list}>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={classes.heading}>Contact us</h2>
            <address style={{ fontStyle: "normal" }}>
              <ul className={classes.list}>
                <li>
                  <Text size="sm" c="dimmed">
                    {COMPANY.address}
                  </Text>
                </li>
                <li>
                  <a className={classes.link} href={telHref(SUPPORT.phone) ?? undefined}>
                    Phone: {SUPPORT.phone}
                  </a>
                </li>
                <li>
                  <a className={classes.link} href={mailtoHref(SUPPORT.email) ?? undefined}>
                    Email: {SUPPORT.email}
                  </a>
                </li>
              </ul>
            </address>
          </div>
        </SimpleGrid>
        <Group justify="space-between" mt="xl" gap="sm">
          <Text size="sm" c="dimmed">
            {/* The prerendered /home carries its build's year; the browser's may be newer. */}
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {COMPANY.name}. All rights reserved.
          </Text>
          <Group gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={label}>
                <ActionIcon
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`${COMPANY.name} on ${label}`}
                >
                  <Icon size={20} stroke={1.5} aria-hidden />
                </ActionIcon>
              </li>
            ))}
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
