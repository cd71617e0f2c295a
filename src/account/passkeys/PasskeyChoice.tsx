import { Button, Divider } from "@mantine/core";
import { IconKey } from "@tabler/icons-react";
import passkeyScript from "virtual:passkey-page-script";
import { useTranslation } from "react-i18next";
import { useStaticDocument } from "../../lib/routeHandle";

type Props = {
  mode: "signIn" | "signUp";
  /** The app's handler (the static page's script handles its own button). */
  onChoose?: () => void;
  busy?: boolean;
};

const ICON = { width: "var(--psi-icon-size)", height: "var(--psi-icon-size)" };

/**
 * "Use a passkey" under /login's and /signup's form. Static: hidden until the page's script sees
 * WebAuthn in the browser (without JavaScript it could do nothing), and it loads the passkey
 * script by URL on the first click. In the app: shown where the browser has WebAuthn.
 */
export function PasskeyChoice({ mode, onChoose, busy = false }: Props) {
  const staticDocument = useStaticDocument();
  const { t } = useTranslation("auth");
  if (!staticDocument && typeof PublicKeyCredential !== "function") return null;
  return (
    <div data-passkey-choice="" hidden={staticDocument || undefined}>
      <Divider label={t("passkey.or")} labelPosition="center" my="md" />
      <Button
        type="button"
        variant="default"
        fullWidth
        leftSection={<IconKey style={ICON} aria-hidden />}
        disabled={busy}
        onClick={onChoose}
        data-passkey={mode}
        data-passkey-script={staticDocument ? passkeyScript : undefined}
      >
        {busy ? t("passkey.busy") : t("passkey.signIn")}
      </Button>
    </div>
  );
}
