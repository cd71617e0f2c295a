import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessage } from "../../i18n/messages";
import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from "@mantine/core";
import { FieldGrid } from "./FieldGrid";
import {
  IconBrandBehance,
  IconBrandDribbble,
  IconBrandMedium,
  IconBrandYoutube,
  IconLink,
  IconPlus,
  IconTrash,
  IconWorld,
  type Icon,
} from "@tabler/icons-react";
import { LIMITS } from "../../../convex/model/limits";
import { LINK_PLATFORMS, LINK_PLATFORM_LABELS, customLinkPath, linkErrors, linkPath, linksOf } from "../../../convex/model/links";
import type { LinkPlatform, Links } from "../../../convex/model/links";

const PLATFORMS: Record<LinkPlatform, { icon: Icon; placeholder: string }> = {
  website: { icon: IconWorld, placeholder: "https://your-site.com" },
  dribbble: { icon: IconBrandDribbble, placeholder: "https://dribbble.com/your-name" },
  behance: { icon: IconBrandBehance, placeholder: "https://behance.net/your-name" },
  medium: { icon: IconBrandMedium, placeholder: "https://medium.com/@your-name" },
  youtube: { icon: IconBrandYoutube, placeholder: "https://youtube.com/@your-name" },
};

type Props = {
  /** The stored links; absent (older drafts) reads as none. */
  value: Links | undefined;
  onChange: (links: Links) => void;
  /** Errors by field path (`links.website`, `links.custom.2.url`), e.g. from validateFormData. */
  errors?: Record<string, string>;
};

/**
 * The website, four more platforms and the person's own label + URL links (up to
 * LIMITS.customLinks). A field is checked against the publish rules (links.ts, the server's own)
 * once it loses focus, so a mistake shows before Publish.
 */
export function LinksField({ value, onChange, errors = {} }: Props) {
  const { t } = useTranslation("builder");
  const message = useMessage();
  const links = linksOf(value);
  const customLabelId = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const checked = linkErrors(links, "publish");
  const errorOf = (path: string) => {
    const error = errors[path] ?? (touched.has(path) ? checked[path] : undefined);
    return error && message(error);
  };
  const touch = (path: string) => setTouched((seen) => new Set(seen).add(path));
  const setCustom = (custom: Links["custom"]) => onChange({ ...links, custom });
  const full = links.custom.length >= LIMITS.customLinks;

  return (
    <Stack gap="md">
      <FieldGrid from="sm">
        {LINK_PLATFORMS.map((platform) => {
          const { icon: PlatformIcon, placeholder } = PLATFORMS[platform];
          const path = linkPath(platform);
          return (
            <TextInput
              key={platform}
              type="url"
              label={platform === "website" ? t("links.website") : LINK_PLATFORM_LABELS[platform]}
              placeholder={placeholder}
              maxLength={LIMITS.url}
              leftSection={<PlatformIcon size={16} aria-hidden />}
              value={links[platform]}
              onChange={(event) => onChange({ ...links, [platform]: event.currentTarget.value })}
              onBlur={() => touch(path)}
              error={errorOf(path)}
            />
          );
        })}
      </FieldGrid>

      <Stack gap="xs" role="group" aria-labelledby={customLabelId}>
        <Input.Label labelElement="div" id={customLabelId}>
          {t("links.own")}
        </Input.Label>
        {links.custom.length === 0 && (
          <Text size="xs" c="dimmed">
            {t("links.ownHint")}
          </Text>
        )}
        {links.custom.map((link, i) => {
          const n = i + 1;
          return (
            // Label and address side by side where there is room; on a phone the address gets its own line.
            <Group key={i} align="flex-start" wrap="wrap" gap="xs">
              <TextInput
                style={{ flex: "1 1 9rem" }}
                label={t("links.labelOf", { n })}
                maxLength={LIMITS.linkLabel}
                value={link.label}
                onChange={(event) => setCustom(links.custom.map((item, j) => (j === i ? { ...item, label: event.currentTarget.value } : item)))}
                onBlur={() => touch(customLinkPath(i, "label"))}
                error={errorOf(customLinkPath(i, "label"))}
              />
              <TextInput
                style={{ flex: "3 1 14rem" }}
                type="url"
                label={t("links.addressOf", { n })}
                placeholder="https://"
                maxLength={LIMITS.url}
                leftSection={<IconLink size={16} aria-hidden />}
                value={link.url}
                onChange={(event) => setCustom(links.custom.map((item, j) => (j === i ? { ...item, url: event.currentTarget.value } : item)))}
                onBlur={() => touch(customLinkPath(i, "url"))}
                error={errorOf(customLinkPath(i, "url"))}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={t("links.removeName", { n })}
                onClick={() => setCustom(links.custom.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Group gap="sm">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={full}
            onClick={() => setCustom([...links.custom, { label: "", url: "" }])}
          >
            {t("links.add")}
          </Button>
          <Text size="xs" c="dimmed">
            {t(full ? "links.most" : "links.upTo", { max: LIMITS.customLinks })}
          </Text>
        </Group>
        {errors["links.custom"] && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {message(errors["links.custom"])}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
