import { useEffect, useState } from "react";
import { Button, Group, Radio, Stack } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { saveFile } from "../lib/saveFile";
import { linkText } from "../resume/resumeModel";
import type { QrColours } from "./qrColours";
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
 * The QR code itself (lazy-loaded with `qrcode`): the image, a choice of address when the page has
 * more than one, and SVG and PNG downloads of exactly what is shown.
 */
export default function QrCodePanel({ addresses, colours, size = 192 }: { addresses: QrAddress[]; colours: QrColours; size?: number }) {
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
  return (
    <Stack gap="sm" align="flex-start">
      {addresses.length > 1 && (
        <Radio.Group label="Address" value={url} onChange={setChosen}>
          <Stack gap={6} mt={4}>
            {addresses.map((address) => (
              <Radio key={address.url} value={address.url} label={linkText(address.url)} styles={{ label: { overflowWrap: "anywhere" } }} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <div style={{ width: size, height: size, lineHeight: 0 }}>
        {current !== null && (
          <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(current)}`} width={size} height={size} alt={`QR code of ${linkText(url)}`} />
        )}
      </div>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          disabled={current === null}
          onClick={() => current !== null && saveFile(current, qrFileName(url, "svg"), "image/svg+xml")}
        >
          Download SVG
        </Button>
        <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} onClick={() => void downloadPng()}>
          Download PNG
        </Button>
      </Group>
    </Stack>
  );
}
