import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { COLOR_SCHEME_STORAGE_KEY } from "../../lib/colorScheme";
import { useTranslation } from "react-i18next";

/**
 * Light/dark switch. Until the user picks one the system preference applies; the choice is
 * remembered by Mantine's localStorage colour-scheme manager. The scheme is only known in the
 * browser, so the icon follows the page's scheme attribute in CSS and the label is settled after
 * mount: the prerendered /home then hydrates the same in either scheme. Pages without React get the
 * same button, driven by src/page-script/colorScheme.ts.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme("light", { getInitialValueInEffect: true });
  const mounted = useMounted();
  const next = computed === "dark" ? "light" : "dark";
  const { t } = useTranslation("common");
  const label = mounted ? t(next === "dark" ? "colorScheme.toDark" : "colorScheme.toLight") : t("colorScheme.neutral");
  return (
    <ActionIcon
      variant="default"
      size="lg"
      onClick={() => setColorScheme(next)}
      aria-label={label}
      title={label}
      data-color-scheme-toggle={COLOR_SCHEME_STORAGE_KEY}
    >
      <IconSun size={18} stroke={1.5} className="mantine-light-hidden" />
      <IconMoon size={18} stroke={1.5} className="mantine-dark-hidden" />
    </ActionIcon>
  );
}
