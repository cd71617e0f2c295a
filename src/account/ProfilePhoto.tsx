import { useState } from "react";
import { Avatar, Button, Card, FileButton, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconUpload } from "@tabler/icons-react";
import { useMutation } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import { imageFileError, type ImageSource } from "../../convex/model/images";
import { IMAGE_ACCEPT } from "../../convex/model/limits";
import { useErrorText, useMessage } from "../i18n/messages";
import { useImageUpload } from "../uploads/useImageUpload";
import { useObjectUrl } from "../uploads/useObjectUrl";
import { uploadableImage } from "../uploads/uploadableImage";

/**
 * The profile photo: a picked image shows at once (a local preview) and is uploaded and saved
 * right away, with a progress bar. Nothing waits for another button, so a chosen photo is never
 * silently lost; a failed upload stays on screen with "Try again".
 */
export function ProfilePhoto({ photo, name }: { photo: ImageSource | null; name: string }) {
  const uploadImage = useImageUpload();
  const setPhoto = useMutation(api.users.setPhoto);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const busy = progress !== null;
  const { t } = useTranslation("account");
  const message = useMessage();
  const errorText = useErrorText();

  const fail = (text: string) => {
    setError(text);
    notifications.show({ color: "red", title: t("photo.failedTitle"), message: text });
  };

  const upload = async (file: File) => {
    setProgress(0);
    setError(null);
    try {
      // The uploader's errors are already readable; the mutation's come as ConvexError data.
      let storageId;
      try {
        ({ storageId } = await uploadImage(file, { onProgress: setProgress }));
      } catch (err) {
        return fail(err instanceof Error ? message(err.message) : t("photo.uploadFailed"));
      }
      try {
        await setPhoto({ storageId });
      } catch (err) {
        return fail(errorText(err, t("photo.saveFailed")));
      }
      setFile(null);
      notifications.show({ color: "green", message: t("photo.updated") });
    } finally {
      setProgress(null);
    }
  };

  const pick = async (chosen: File | null) => {
    if (chosen === null) return;
    // iPhone photos (HEIC) arrive as JPEG (converted on this device first).
    const picked = await uploadableImage(chosen);
    const problem = imageFileError(picked);
    setError(problem && message(problem));
    setFile(problem ? null : picked);
    if (!problem) void upload(picked);
  };

  const remove = async () => {
    try {
      await setPhoto({ storageId: null });
      notifications.show({ color: "green", message: t("photo.removed") });
    } catch (err) {
      notifications.show({ color: "red", message: errorText(err, t("photo.removeFailed")) });
    }
  };

  const shown = previewUrl ?? photo?.src ?? null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="photo-heading">
      <Title order={2} size="h3" id="photo-heading" mb="md">
        {t("photo.heading")}
      </Title>
      <Group align="flex-start" wrap="wrap">
        <Avatar
          src={shown}
          imageProps={previewUrl ? undefined : { srcSet: photo?.srcSet, sizes: "96px" }}
          alt={shown ? (previewUrl ? t("photo.previewAlt") : name ? t("photo.alt", { name }) : t("photo.altYou")) : undefined}
          size={96}
          radius={96}
          color="brand"
        >
          {(name || "?").slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
          <Text size="sm" c="dimmed">
            {t("photo.formats")}
          </Text>
          <Group gap="xs">
            <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT} disabled={busy}>
              {(props) => (
                <Button variant="default" {...props} disabled={busy}>
                  {file ? t("photo.chooseAnother") : t("photo.choose")}
                </Button>
              )}
            </FileButton>
            {file && !busy && (
              <>
                <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => void upload(file)}>
                  {t("photo.tryAgain")}
                </Button>
                <Button variant="subtle" color="gray" onClick={() => setFile(null)}>
                  {t("cancel")}
                </Button>
              </>
            )}
            {!file && photo && (
              <Button variant="default" onClick={() => void remove()}>
                {t("photo.remove")}
              </Button>
            )}
          </Group>
          {busy && (
            <Text size="sm" role="status">
              {t("photo.uploading", { name: file?.name })}
            </Text>
          )}
          {busy && <Progress value={Math.round(progress * 100)} aria-label={t("photo.progress")} animated />}
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
