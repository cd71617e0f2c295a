import { useId, useState } from "react";
import {
  Box,
  Button,
  ColorInput,
  ColorSwatch,
  Fieldset,
  Group,
  Input,
  SegmentedControl,
  Select,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import {
  ACCENT_PALETTE,
  DEFAULT_THEME,
  FONT_PAIRINGS,
  FONT_PAIRING_IDS,
  accentInputError,
  accentPair,
  normalizeHex,
  resolveTheme,
  type FontPairingId,
  type Theme,
  type ThemeScheme,
} from "../../../convex/model/theme";
import { fontFaceCss } from "../../templates/shared/themeFonts";
import { useTranslation } from "react-i18next";
import { useMessage } from "../../i18n/messages";

const SCHEMES: { value: ThemeScheme; label: string }[] = [
  { value: "template", label: "Template" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
  { value: "auto", label: "Automatic" },
];

/**
 * The portfolio's theme: an accent colour (palette swatches or any hex colour; text contrast is
 * kept at WCAG AA automatically, and the field says when the colour is adjusted), a font pairing
 * with a live sample, and the colour scheme of the published page. Self-contained: `value` in,
 * every change out through `onChange` (a whole, valid Theme).
 */
export function ThemeField({ value, onChange }: { value: Theme | undefined; onChange: (theme: Theme) => void }) {
  const { t } = useTranslation("builder");
  const message = useMessage();
  const theme = resolveTheme(value ?? DEFAULT_THEME);
  const ids = { swatches: useId(), scheme: useId(), sample: useId() };
  // What the person is typing; committed only once it is a valid colour.
  const [typed, setTyped] = useState<string | null>(null);
  const set = (patch: Partial<Theme>) => onChange({ ...theme, ...patch });

  // While typing, only a full #rrggbb is taken ("#fde" on the way to "#fde047" is not); on leaving
  // the field a short #rgb is taken too.
  const commitAccent = (text: string) => {
    setTyped(text);
    if (/^\s*#[0-9a-f]{6}\s*$/i.test(text)) set({ accent: normalizeHex(text) });
  };
  // Text that is not a colour stays in the field with the reason, rather than vanishing on blur.
  const leaveAccent = () => {
    if (typed !== null && accentInputError(typed) !== null) return;
    const hex = typed === null ? null : normalizeHex(typed);
    if (hex !== null && hex !== theme.accent) set({ accent: hex });
    setTyped(null);
  };
  const typedError = typed === null ? null : accentInputError(typed);
  const pair = theme.accent === null ? null : accentPair(theme.accent);
  const pairing = FONT_PAIRINGS[theme.fonts];

  return (
    // The panel's heading already says "Theme": the group keeps its name for screen readers only.
    <Fieldset variant="unstyled" legend={<VisuallyHidden>{t("sections.theme")}</VisuallyHidden>}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Input.Label labelElement="div" id={ids.swatches}>
            {t("theme.accent")}
          </Input.Label>
          <Group gap="xs" role="group" aria-labelledby={ids.swatches}>
            <Button
              size="compact-sm"
              variant={theme.accent === null ? "filled" : "default"}
              aria-pressed={theme.accent === null}
              onClick={() => {
                setTyped(null);
                set({ accent: null });
              }}
            >
              {t("theme.templateColour")}
            </Button>
            {ACCENT_PALETTE.map(({ name: english, hex }) => {
              const selected = theme.accent === hex;
              const name = t(`theme.colours.${english.toLowerCase()}`);
              return (
                <UnstyledButton
                  key={hex}
                  aria-label={name}
                  aria-pressed={selected}
                  title={name}
                  onClick={() => {
                    setTyped(null);
                    set({ accent: hex });
                  }}
                >
                  <ColorSwatch component="span" color={hex} size={28}>
                    {selected && <IconCheck size={16} color="#ffffff" aria-hidden />}
                  </ColorSwatch>
                </UnstyledButton>
              );
            })}
          </Group>
          <ColorInput
            label={t("theme.custom")}
            description={t("theme.customHint")}
            placeholder={t("theme.templateColour")}
            format="hex"
            swatches={ACCENT_PALETTE.map((c) => c.hex)}
            value={typed ?? theme.accent ?? ""}
            onChange={commitAccent}
            onBlur={leaveAccent}
            // Mantine would put back the last valid colour on blur, silently: the text stays, with the reason.
            fixOnBlur={false}
            error={
              typedError === null ? undefined : t("theme.accentStays", { error: message(typedError), accent: theme.accent ?? t("theme.theTemplateColour") })
            }
          />
          {pair !== null && (pair.light !== theme.accent || pair.dark !== theme.accent) && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("theme.contrast", { light: pair.light, dark: pair.dark })}
            </Text>
          )}
        </Stack>

        <Stack gap={6}>
          <Select
            label={t("theme.fonts")}
            description={t("theme.fontsHint")}
            data={FONT_PAIRING_IDS.map((id) => ({ value: id, label: id === "template" ? t("theme.fontsTemplate") : FONT_PAIRINGS[id].label }))}
            value={theme.fonts}
            onChange={(next) => next !== null && set({ fonts: next as FontPairingId })}
            allowDeselect={false}
            aria-describedby={ids.sample}
          />
          {fontFaceCss(theme.fonts) !== "" && <style dangerouslySetInnerHTML={{ __html: fontFaceCss(theme.fonts) }} />}
          <Box id={ids.sample} p="sm" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: "var(--mantine-radius-sm)" }}>
            <Text component="span" display="block" fz="lg" fw={700} style={{ fontFamily: pairing.heading ?? "inherit" }}>
              {t("theme.sampleHeading")}
            </Text>
            <Text component="span" display="block" size="sm" style={{ fontFamily: pairing.body ?? "inherit" }}>
              {pairing.heading === null ? t("theme.ownFonts") : t("theme.sampleBody")}
            </Text>
          </Box>
        </Stack>

        <Stack gap={6}>
          <Input.Label labelElement="div" id={ids.scheme}>
            {t("theme.scheme.label")}
          </Input.Label>
          <SegmentedControl
            fullWidth
            aria-labelledby={ids.scheme}
            data={SCHEMES.map((scheme) => ({ value: scheme.value, label: t(`theme.scheme.${scheme.value}`) }))}
            value={theme.scheme}
            onChange={(next) => set({ scheme: next as ThemeScheme })}
          />
          <Text size="sm" c="dimmed">
            {t(`theme.hint.${theme.scheme}`)}
          </Text>
        </Stack>
      </Stack>
    </Fieldset>
  );
}
