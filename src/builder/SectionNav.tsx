import { memo } from "react";
import { Box, NativeSelect, NavLink, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BUILDER_SECTIONS as SECTIONS, type BuilderSectionId } from "./sections";

type Props = {
  active: BuilderSectionId;
  onChange: (section: BuilderSectionId) => void;
  withErrors: Set<BuilderSectionId>;
  /** Narrow screens get a compact picker instead of the sidebar list. */
  compact: boolean;
};

/** The builder's section switcher; sections holding errors carry a red dot and say so. */
export const SectionNav = memo(function SectionNav({ active, onChange, withErrors, compact }: Props) {
  const { t } = useTranslation("builder");
  const labelOf = (id: BuilderSectionId) => t(`sections.${id}`);
  if (compact) {
    return (
      <NativeSelect
        label={t("nav.section")}
        value={active}
        onChange={(event) => onChange(event.currentTarget.value)}
        data={SECTIONS.map((s) => ({ value: s.id, label: withErrors.has(s.id) ? t("nav.hasErrors", { section: labelOf(s.id) }) : labelOf(s.id) }))}
        error={withErrors.size > 0 ? t("nav.someErrors") : undefined}
      />
    );
  }
  return (
    <Stack component="nav" aria-label={t("nav.label")} gap={2}>
      {SECTIONS.map((section) => {
        const hasErrors = withErrors.has(section.id);
        return (
          <NavLink
            key={section.id}
            component="button"
            type="button"
            label={labelOf(section.id)}
            aria-label={hasErrors ? t("nav.hasErrors", { section: labelOf(section.id) }) : undefined}
            active={section.id === active}
            aria-current={section.id === active ? "true" : undefined}
            onClick={() => onChange(section.id)}
            rightSection={hasErrors ? <Box aria-hidden w={8} h={8} bg="red.7" style={{ borderRadius: "50%" }} data-testid="section-error-dot" /> : null}
            variant="light"
          />
        );
      })}
    </Stack>
  );
}, sameProps);

/** The errors' sections as a set are new after every keystroke; what the nav shows changes less often. */
function sameProps(before: Props, after: Props): boolean {
  return (
    before.active === after.active &&
    before.onChange === after.onChange &&
    before.compact === after.compact &&
    before.withErrors.size === after.withErrors.size &&
    [...before.withErrors].every((id) => after.withErrors.has(id))
  );
}
