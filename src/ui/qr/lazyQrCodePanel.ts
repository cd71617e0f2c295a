import { lazy } from "react";

/** The QR code panel, loaded on demand (`qrcode` with it): render it inside a Suspense. */
export const QrCodePanel = lazy(() => import("./QrCodePanel"));
