import { useEffect, useMemo, useState } from "react";
import { Button, Group, Radio, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { linkText } from "../../../convex/model/urls";
import { saveFile } from "../../lib/saveFile";
import { qrColoursFor } from "./qrColours";
import { qrPngDataUrl, qrSvg } from "./qrCodeImage";

/** An address a QR code can be made of: the page on the platform, or on one of the owner's domains. */
export type QrAddress = { url: string };

/** "qr-ada.example.svg", "qr-example.com-portfolio-builder-p-ada.png". */
export function qrFileName(url: string, extension: "svg" | "png"): string {
  const name = linkText(url)
    .replace(/[^a-z0-9.-]+/gi, "-")
    .replace(/^-+|-+$/g, "");
  return `qr-${name || "portfolio"}.${extension}`;
}

/**
 * The QR code itself (lazy-loaded with `qrcode`): the image in `accent` (or black on white when the
 * accent is too faint to scan), a choice of address when the page has more than one, and SVG and
 * PNG downloads of exactly what is shown.
 */
export default function QrCodePanel({
  addresses,
  accent,
  size = 192,
  compact = false,
}: {
  addresses: QrAddress[];
  accent: string;
  size?: number;
  compact?: boolean;
}) {
  const { t } = useTranslation("common");
  const colours = useMemo(() => qrColoursFor(accent), [accent]);
  const [chosen, setChosen] = useState(addresses[0]?.url ?? "");
  const url = addresses.some((a) => a.url === chosen) ? chosen : (addresses[0]?.url ?? "");
  const [svg, setSvg] = useState<{ url: string; text: string } | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(url, colours).then((text) => live && setSvg({ url, text }));
    return () => {
      live = false;
    };
  }, [url, colours]);
  const downloadPng = async () => {
    const blob = await (await fetch(await qrPngDataUrl(url, colours))).blob();
    saveFile(blob, qrFileName(url, "png"), "image/png");
  };
  const current = svg?.url === url ? svg.text : null;
  const image = (
    <div style={{ width: size, height: size, lineHeight: 0, flex: "none" }}>
      {current !== null && (
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(current)}`} width={size} height={size} alt={t("qr.alt", { address: linkText(url) })} />
      )}
    </div>
  );
  const downloads = [
    <Button
      key="svg"
      size="xs"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden />}
      disabled={current === null}
      onClick={() => current !== null && saveFile(current, qrFileName(url, "svg"), "image/svg+xml")}
    >
      {t("qr.downloadSvg")}
    </Button>,
    <Button key="png" size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void downloadPng()}>
      {t("qr.downloadPng")}
    </Button>,
  ];
  // In a message: the code beside its downloads, so the message stays short on a phone.
  if (compact)
    return (
      <Group gap="sm" wrap="nowrap" align="center">
        {image}
        <Stack gap={6}>{downloads}</Stack>
      </Group>
    );
  return (
    <Stack gap="md">
      {addresses.length > 1 && (
        <Radio.Group label={t("qr.address")} value={url} onChange={setChosen}>
          <Stack gap={6} mt={4}>
            {addresses.map((address) => (
              <Radio key={address.url} value={address.url} label={linkText(address.url)} styles={{ label: { overflowWrap: "anywhere" } }} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Stack gap="sm" align="center">
        {image}
        <Group gap="xs" justify="center">
          {downloads}
        </Group>
      </Stack>
    </Stack>
  );
}
