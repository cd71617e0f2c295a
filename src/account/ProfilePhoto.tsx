import { useState } from "react";
import { Avatar, Button, Card, FileButton, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconUpload } from "@tabler/icons-react";
import { useMutation } from "convex/react";
import { api } from "../../convex/_generated/api";
import { errorMessage } from "../../convex/model/errors";
import { imageFileError, type ImageSource } from "../../convex/model/images";
import { IMAGE_ACCEPT } from "../../convex/model/limits";
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

  const fail = (message: string) => {
    setError(message);
    notifications.show({ color: "red", title: "Upload failed", message });
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
        return fail(err instanceof Error ? err.message : "Failed to upload the photo.");
      }
      try {
        await setPhoto({ storageId });
      } catch (err) {
        return fail(errorMessage(err, "Failed to save the photo."));
      }
      setFile(null);
      notifications.show({ color: "green", message: "Profile photo updated." });
    } finally {
      setProgress(null);
    }
  };

  const pick = async (chosen: File | null) => {
    if (chosen === null) return;
    // iPhone photos (HEIC) arrive as JPEG (converted on this device first).
    const picked = await uploadableImage(chosen);
    const problem = imageFileError(picked);
    setError(problem);
    setFile(problem ? null : picked);
    if (!problem) void upload(picked);
  };

  const remove = async () => {
    try {
      await setPhoto({ storageId: null });
      notifications.show({ color: "green", message: "Profile photo removed." });
    } catch (err) {
      notifications.show({ color: "red", message: errorMessage(err, "Failed to remove the photo.") });
    }
  };

  const shown = previewUrl ?? photo?.src ?? null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="photo-heading">
      <Title order={2} size="h3" id="photo-heading" mb="md">
        Profile photo
      </Title>
      <Group align="flex-start" wrap="wrap">
        <Avatar
          src={shown}
          imageProps={previewUrl ? undefined : { srcSet: photo?.srcSet, sizes: "96px" }}
          alt={shown ? (previewUrl ? "Preview of the new profile photo" : `Profile photo of ${name || "you"}`) : undefined}
          size={96}
          radius={96}
          color="brand"
        >
          {(name || "?").slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap="xs" style={{ flex: 1, minWidth: 200 }}>
          <Text size="sm" c="dimmed">
            PNG, JPEG, WebP, GIF or iPhone HEIC, up to 5 MB.
          </Text>
          <Group gap="xs">
            <FileButton onChange={(file) => void pick(file)} accept={IMAGE_ACCEPT} disabled={busy}>
              {(props) => (
                <Button variant="default" {...props} disabled={busy}>
                  {file ? "Choose another photo" : "Choose photo"}
                </Button>
              )}
            </FileButton>
            {file && !busy && (
              <>
                <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => void upload(file)}>
                  Try again
                </Button>
                <Button variant="subtle" color="gray" onClick={() => setFile(null)}>
                  Cancel
                </Button>
              </>
            )}
            {!file && photo && (
              <Button variant="default" onClick={() => void remove()}>
                Remove photo
              </Button>
            )}
          </Group>
          {busy && (
            <Text size="sm" role="status">
              Uploading {file?.name}...
            </Text>
          )}
          {busy && <Progress value={Math.round(progress * 100)} aria-label="Upload progress" animated />}
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
