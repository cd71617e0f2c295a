import { useEffect, useState } from "react";
import { Container, Group, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SUPPORT } from "../../../convex/model/contact";
import { mailtoHref, telHref } from "../../../convex/model/urls";
import { COMPANY } from "../../lib/company";
import classes from "./Footer.module.css";
import { LanguageChooser } from "./LanguageChooser";

declare const __BUILD_YEAR__: number | undefined;
/** The year the build was made (vite.config.ts), which the prerendered /home carries. */
const BUILD_YEAR = typeof __BUILD_YEAR__ === "number" ? __BUILD_YEAR__ : new Date().getFullYear();

/** The build's year for the first render (so a prerendered page hydrates), then today's. */
function useCurrentYear(): number {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

/** `label`: its key in the common catalogue. */
const QUICK_LINKS = [
  { to: "/home", label: "nav.home" },
  { to: "/pricing", label: "nav.pricing" },
  { to: "/about", label: "nav.about" },
  { to: "/contact", label: "nav.contact" },
  { to: "/templates", label: "nav.templates" },
];

/**
 * The shared footer of the visitor pages: quick links and how to reach us. No social icons: the
 * company has no social profiles, and icons leading to bare network home pages would mislead.
 */
export function Footer() {
  const year = useCurrentYear();
  const { t } = useTranslation("common");
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xl">
          <div>
            <Text fw={700} size="lg">
              {COMPANY.name}
            </Text>
            <Text c="dimmed" size="sm" mt={4}>
              {t("footer.tagline")}
            </Text>
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={classes.heading}>
              {t("footer.quickLinks")}
            </h2>
            <ul className={classes.list}>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.link}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={classes.heading}>{t("footer.contactUs")}</h2>
            <address style={{ fontStyle: "normal" }}>
              <ul className={classes.list}>
                <li>
                  <Text size="sm" c="dimmed">
                    {COMPANY.address}
                  </Text>
                </li>
                <li>
                  <a className={classes.link} href={telHref(SUPPORT.phone) ?? undefined}>
                    {t("footer.phone", { phone: SUPPORT.phone })}
                  </a>
                </li>
                <li>
                  <a className={classes.link} href={mailtoHref(SUPPORT.email) ?? undefined}>
                    {t("footer.email", { email: SUPPORT.email })}
                  </a>
                </li>
              </ul>
            </address>
          </div>
        </SimpleGrid>
        <Group justify="space-between" align="center" gap="sm" mt="xl">
          <Text size="sm" c="dimmed">
            {t("footer.rights", { year, company: COMPANY.name })}
          </Text>
          <LanguageChooser />
        </Group>
      </Container>
    </footer>
  );
}
