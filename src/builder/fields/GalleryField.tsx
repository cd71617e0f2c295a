import { useEffect, useId, useRef, useState } from "react";
import { ActionIcon, Badge, Box, Button, FileButton, Group, Image, Progress, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconArrowRight, IconRefresh, IconTrash, IconUpload, IconX } from "@tabler/icons-react";
import type { Id } from "../../../convex/_generated/dataModel";
import type { ImageSource } from "../../../convex/model/images";
import { IMAGE_ACCEPT, LIMITS } from "../../../convex/model/limits";
import type { UploadImage } from "../../uploads/upload";
import { uploadableImage } from "../../uploads/uploadableImage";
import { useTranslation } from "react-i18next";
import { useMessage } from "../../i18n/messages";

/** One stored picture of the project: its storage id and how to show it. */
export type GalleryImage = { storageId: Id<"_storage">; image: ImageSource };

type Props = {
  /** The project's pictures in order; the first is the cover (`project_image`, gallery.ts). */
  value: GalleryImage[];
  onChange: (images: GalleryImage[]) => void;
  /** The app's uploader (`useImageUpload()`): checks, uploads with retry, confirms on the server. */
  upload: UploadImage;
  /** Names the project in labels, e.g. "Harbor" → "Remove image 2 of Harbor". */
  itemName?: string;
  label?: string;
  /** How many pictures this field holds (less than LIMITS.projectImages when the cover is edited elsewhere). */
  max?: number;
  /** Whether the first picture is the project's cover (badge and hint). */
  firstIsCover?: boolean;
  error?: string;
};

/** A picked file on its way; `result` once uploaded, kept until the files picked before it are done. */
type Pending = { key: number; file: File; preview: string; progress: number; error: string | null; result: GalleryImage | null };

/**
 * Up to LIMITS.projectImages pictures for a project: pick one or several, each shows at once
 * from the device while it uploads (progress, readable errors, Try again), then joins the list.
 * Move earlier/later reorders (the first is the cover), Remove takes one out.
 */
export function GalleryField({
  value,
  onChange,
  upload,
  itemName: givenItemName,
  label: givenLabel,
  max = LIMITS.projectImages,
  firstIsCover = true,
  error,
}: Props) {
  const { t } = useTranslation("builder");
  const message = useMessage();
  const itemName = givenItemName ?? t("gallery.thisProject");
  const label = givenLabel ?? t("gallery.label");
  const [pending, setPending] = useState<Pending[]>([]);
  const [refused, setRefused] = useState<string | null>(null);
  const hintId = useId();
  const labelId = useId();
  const nextKey = useRef(0);
  // Uploads finish after later renders: they add to the newest list, not the one they started from.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const room = max - value.length - pending.length;
  const update = (key: number, patch: Partial<Pending>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  const drop = (item: Pending) => {
    URL.revokeObjectURL(item.preview);
    previews.current.delete(item.preview);
    setPending((list) => list.filter((p) => p.key !== item.key));
  };

  const start = (item: Pending) => {
    update(item.key, { error: null, progress: 0 });
    upload(item.file, { onProgress: (progress) => update(item.key, { progress }) }).then(
      (result) => update(item.key, { result }),
      (failure: unknown) => update(item.key, { error: failure instanceof Error ? failure.message : t("gallery.failed") }),
    );
  };

  // Uploads finish in any order; pictures join the list in the order they were picked. A failed
  // one waits for Try again or Remove and does not hold back those after it.
  useEffect(() => {
    const done: Pending[] = [];
    for (const item of pending) {
      if (item.result) done.push(item);
      else if (item.error === null) break;
    }
    if (done.length === 0) return;
    const { value: current, onChange: change } = latest.current;
    change([...current, ...done.map((item) => item.result!)].slice(0, max));
    done.forEach(drop);
  }, [pending, max]);

  const pick = (files: File[]) => {
    setRefused(files.length > room ? t(firstIsCover ? "gallery.tooMany" : "gallery.tooManyMore", { max, left: files.length - Math.max(room, 0) }) : null);
    for (const file of files.slice(0, Math.max(room, 0))) {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      const item: Pending = { key: nextKey.current++, file, preview, progress: 0, error: null, result: null };
      setPending((list) => [...list, item]);
      start(item);
    }
  };

  const move = (index: number, delta: number) => {
    const target = index + delta;
    if (target < 0 || target >= value.length) return;
    const next = [...value];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
  };

  const total = value.length + pending.length;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <Text size="xs" c="dimmed" id={hintId}>
        {t(firstIsCover ? "gallery.hintCover" : "gallery.hint", { max })}
      </Text>
      {total === 0 && (
        <Text size="sm" c="dimmed">
          {t("gallery.none")}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {value.map((item, index) => {
          const name = t("gallery.itemName", { n: index + 1, item: itemName });
          return (
            <Box key={item.storageId} component="li">
              <Stack gap={4}>
                <Box pos="relative">
                  <Image src={item.image.src} alt={t("gallery.alt", { n: index + 1, item: itemName })} radius="sm" h={88} fit="cover" />
                  {firstIsCover && index === 0 && (
                    <Badge size="xs" pos="absolute" top={4} left={4}>
                      {t("gallery.cover")}
                    </Badge>
                  )}
                </Box>
                <Group gap={2} justify="center" wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant="default"
                    aria-label={t("gallery.earlier", { name })}
                    aria-disabled={index === 0}
                    data-disabled={index === 0 || undefined}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowLeft size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="default"
                    aria-label={t("gallery.later", { name })}
                    aria-disabled={index === value.length - 1}
                    data-disabled={index === value.length - 1 || undefined}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowRight size={14} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={t("gallery.removeName", { name })}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <IconTrash size={14} aria-hidden />
                  </ActionIcon>
                </Group>
              </Stack>
            </Box>
          );
        })}
        {pending.map((item) => (
          <Box key={`pending-${item.key}`} component="li">
            <Stack gap={4}>
              <Image src={item.preview} alt={t("gallery.newAlt", { item: itemName, file: item.file.name })} radius="sm" h={88} fit="cover" opacity={0.6} />
              {item.error ? (
                <>
                  <Text size="xs" c="var(--mantine-color-error)" role="alert">
                    {message(item.error)}
                  </Text>
                  <Group gap={4}>
                    <Button size="compact-xs" variant="light" leftSection={<IconRefresh size={12} aria-hidden />} onClick={() => start(item)}>
                      {t("image.retry")}
                    </Button>
                    <ActionIcon size="sm" variant="subtle" aria-label={t("gallery.discard", { file: item.file.name })} onClick={() => drop(item)}>
                      <IconX size={14} aria-hidden />
                    </ActionIcon>
                  </Group>
                </>
              ) : (
                <Progress value={Math.round(item.progress * 100)} size="sm" animated aria-label={t("gallery.uploading", { file: item.file.name })} />
              )}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <FileButton accept={IMAGE_ACCEPT} multiple onChange={(files) => void Promise.all(files.map(uploadableImage)).then(pick)}>
          {(props) => (
            <Button {...props} size="xs" variant="default" leftSection={<IconUpload size={14} aria-hidden />} disabled={room <= 0} aria-describedby={hintId}>
              {t("gallery.add")}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" aria-live="polite">
          {t("gallery.count", { total, max })}
        </Text>
      </Group>
      {(refused ?? error) && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {message(refused ?? error ?? "")}
        </Text>
      )}
    </Stack>
  );
}
