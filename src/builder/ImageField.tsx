import { memo, useId, useState } from "react";
import { Box, Button, FileButton, Group, Image, Input, Progress, Stack, Text } from "@mantine/core";
import { IconPhoto, IconRefresh, IconTrash, IconUpload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { IMAGE_ACCEPT } from "../../convex/model/limits";
import { useMessage } from "../i18n/messages";
import { uploadableImage } from "../uploads/uploadableImage";
import type { ImageSlot } from "./session/imageUploads";

type Props = {
  /** Visible label, e.g. "Profile image". */
  label: string;
  /** Accessible name of this particular image, e.g. "Project 2 image". */
  name?: string;
  /** What to show: the picked file's object URL, or the stored image's URL. */
  src: string | null;
  slot: ImageSlot | undefined;
  /** Starts using `file`; returns a message when the file is refused. */
  onPick: (file: File) => string | null;
  onRemove: () => void;
  onRetry: () => void;
};

/** An image input: instant local preview, upload progress, readable errors and retry. */
/** Memoised: its binding (SectionPanel) stays the same while the picture does. */
export const ImageField = memo(function ImageField({ label, name = label, src, slot, onPick, onRemove, onRetry }: Props) {
  const { t } = useTranslation("builder");
  const message = useMessage();
  const [refused, setRefused] = useState<string | null>(null);
  const hintId = useId();
  const error = refused ?? (slot?.status === "error" ? slot.error : null);
  const shown = slot?.objectUrl ?? src;
  const percent = Math.round((slot?.progress ?? 0) * 100);

  return (
    <Stack gap={6}>
      {/* Styled as every other field's label (the button and preview carry their own names). */}
      <Input.Label labelElement="div">{label}</Input.Label>
      <Group align="flex-start" wrap="nowrap">
        {shown ? (
          <Image src={shown} alt={t("image.preview", { name })} w={96} h={96} radius="md" fit="cover" />
        ) : (
          <Box
            w={96}
            h={96}
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: "var(--mantine-radius-md)", display: "grid", placeItems: "center" }}
          >
            <IconPhoto aria-hidden size={28} opacity={0.5} />
          </Box>
        )}
        <Stack gap={6} align="flex-start">
          <FileButton
            accept={IMAGE_ACCEPT}
            onChange={(file) => {
              // iPhone photos (HEIC) arrive as JPEG (converted on this device first).
              if (file) void uploadableImage(file).then((ready) => setRefused(onPick(ready)));
            }}
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconUpload size={14} aria-hidden />}
                aria-label={t(shown ? "image.replaceName" : "image.uploadName", { name: name.toLowerCase() })}
                aria-describedby={hintId}
              >
                {shown ? t("image.replace") : t("image.upload")}
              </Button>
            )}
          </FileButton>
          {shown && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t("image.removeName", { name: name.toLowerCase() })}
              onClick={() => {
                setRefused(null);
                onRemove();
              }}
            >
              {t("image.remove")}
            </Button>
          )}
          <Text size="xs" c="dimmed" id={hintId}>
            {t("image.hint")}
          </Text>
        </Stack>
      </Group>
      {slot?.status === "uploading" && (
        <Stack gap={2}>
          <Progress value={percent} size="sm" animated aria-label={t("image.uploadingName", { name: name.toLowerCase() })} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t("image.uploading", { percent })}
          </Text>
        </Stack>
      )}
      {error && (
        <Group gap="xs">
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {message(error)}
          </Text>
          {!refused && slot?.status === "error" && (
            <Button size="compact-xs" variant="light" leftSection={<IconRefresh size={12} aria-hidden />} onClick={onRetry}>
              {t("image.retry")}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
});
