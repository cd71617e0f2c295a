import { lazy, Suspense, useMemo } from "react";
import { Button, Loader, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconQrcode } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";
import type { Theme } from "../../convex/model/theme";
import { customDomainUrl, shareableUrl } from "../lib/publicLink";
import { qrColours } from "./qrColours";

/** The code and its downloads load on demand, `qrcode` with them. */
export const QrCodePanel = lazy(() => import("./QrCodePanel"));

export const QR_TEXTS = {
  button: "QR code",
  title: "QR code of your page",
  hint: "Scan it with a phone camera to open your page, or download it for a printed CV, a poster or a badge.",
} as const;

/**
 * The published page's QR code in a dialog: its address on the platform and on each verified
 * domain of the owner's, in the portfolio's accent.
 */
export function QrCodeButton({ path, templateId, theme }: { path: string; templateId: string; theme: Theme | null | undefined }) {
  const [opened, { open, close }] = useDisclosure(false);
  const colours = useMemo(() => qrColours(templateId, theme), [templateId, theme]);
  return (
    <>
      {/* As wide as its label, also in the card's column. */}
      <Button variant="light" leftSection={<IconQrcode size={16} aria-hidden />} onClick={open} style={{ alignSelf: "flex-start" }}>
        {QR_TEXTS.button}
      </Button>
      <Modal opened={opened} onClose={close} title={QR_TEXTS.title} centered closeButtonProps={{ "aria-label": "Close" }}>
        <Text size="sm" c="dimmed" mb="md">
          {QR_TEXTS.hint}
        </Text>
        <Suspense fallback={<Loader size="sm" />}>
          <QrAddresses path={path} colours={colours} />
        </Suspense>
      </Modal>
    </>
  );
}

function QrAddresses({ path, colours }: { path: string; colours: ReturnType<typeof qrColours> }) {
  const domains = useQuery(api.customDomains.list);
  const addresses = [
    ...(domains?.domains ?? []).filter((domain) => domain.status === "verified").map((domain) => ({ url: customDomainUrl(domain.hostname) })),
    { url: shareableUrl(path) },
  ];
  return <QrCodePanel addresses={addresses} colours={colours} />;
}
