import { Suspense, useMemo } from "react";
import { Stack, Text } from "@mantine/core";
import { useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import { qrColours } from "./qrColours";
import { QrCodePanel } from "./QrCodeButton";

/**
 * The publish success message with the page's QR code under it, to scan or download at once. The
 * colours come from the published page (the dashboard's query, which the app opens next anyway);
 * the code waits for them rather than changing colour in front of the person.
 */
export function QrCodeMessage({ message, url }: { message: string; url: string }) {
  const published = useQuery(api.portfolios.dashboard)?.published;
  const colours = useMemo(() => (published ? qrColours(published.templateId, published.theme) : null), [published]);
  return (
    <Stack gap="xs">
      <Text size="sm">{message}</Text>
      {colours && (
        <Suspense fallback={null}>
          <QrCodePanel addresses={[{ url }]} colours={colours} size={96} compact />
        </Suspense>
      )}
    </Stack>
  );
}
