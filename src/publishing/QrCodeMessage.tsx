import { Suspense } from "react";
import { Stack, Text } from "@mantine/core";
import { useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { paperAccent } from "../resume/resumeLook";
import { QrCodePanel } from "../ui/qr/lazyQrCodePanel";

/**
 * The publish success message with the page's QR code under it, to scan or download at once. The
 * accent comes from the published page (the dashboard's query, which the app opens next anyway);
 * the code waits for it rather than changing colour in front of the person.
 */
export function QrCodeMessage({ message, url }: { message: string; url: string }) {
  const published = useQuery(api.portfolios.dashboard)?.published;
  return (
    <Stack gap="xs">
      <Text size="sm">{message}</Text>
      {published && (
        <Suspense fallback={null}>
          <QrCodePanel addresses={[{ url }]} accent={paperAccent(published.templateId, published.theme)} size={96} compact />
        </Suspense>
      )}
    </Stack>
  );
}
