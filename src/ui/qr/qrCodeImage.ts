import QRCode, { type QRCodeRenderersOptions } from "qrcode";
import type { QrColours } from "./qrColours";

/**
 * The QR code of an address as SVG (scales for print) and PNG (for tools that take pictures only),
 * made by `qrcode`. Error correction M (15%) with the standard four-module quiet zone: the short
 * addresses stay small and a smudge or a fold still scans. Loaded only where a code is shown.
 */
const options = ({ dark, light }: QrColours): QRCodeRenderersOptions => ({
  errorCorrectionLevel: "M",
  margin: 4,
  color: { dark, light },
});

export function qrSvg(url: string, colours: QrColours): Promise<string> {
  return QRCode.toString(url, { ...options(colours), type: "svg" });
}

/** A PNG as a data: URL, `width` pixels square (sharp enough to print a few centimetres wide). */
export function qrPngDataUrl(url: string, colours: QrColours, width = 1024): Promise<string> {
  return QRCode.toDataURL(url, { ...options(colours), type: "image/png", width });
}
