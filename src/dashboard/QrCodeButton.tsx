import { Suspense } from "react";
import { Button, Loader, Modal, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconQrcode } from "@tabler/icons-react";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../convex/_generated/api";
import type { Theme } from "../../convex/model/theme";
import { customDomainUrl, shareableUrl } from "../lib/publicLink";
import { paperAccent } from "../resume/resumeLook";
import { QrCodePanel } from "../ui/qr/lazyQrCodePanel";

/**
 * The published page's QR code in a dialog: its address on the platform and on each verified
 * domain of the owner's, in the portfolio's accent as printed on paper.
 */
export function QrCodeButton({ path, templateId, theme }: { path: string; templateId: string; theme: Theme | null | undefined }) {
  const { t } = useTranslation("dashboard");
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {/* As wide as its label, also in the card's column. */}
      <Button variant="light" leftSection={<IconQrcode size={16} aria-hidden />} onClick={open} style={{ alignSelf: "flex-start" }}>
        {t("qr.button")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("qr.title")} centered closeButtonProps={{ "aria-label": t("qr.close") }}>
        <Text size="sm" c="dimmed" mb="md">
          {t("qr.hint")}
        </Text>
        <Suspense fallback={<Loader size="sm" />}>
          <QrAddresses path={path} accent={paperAccent(templateId, theme)} />
        </Suspense>
      </Modal>
    </>
  );
}

function QrAddresses({ path, accent }: { path: string; accent: string }) {
  const domains = useQuery(api.customDomains.list);
  const addresses = [
    ...(domains?.domains ?? []).filter((domain) => domain.status === "verified").map((domain) => ({ url: customDomainUrl(domain.hostname) })),
    { url: shareableUrl(path) },
  ];
  return <QrCodePanel addresses={addresses} accent={accent} />;
}
