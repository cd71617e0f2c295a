/** Passkey rules shared by the server (convex/passkeys.ts) and the account page. */

export const PASSKEY_NAME_MAX_LENGTH = 60;
export const MAX_PASSKEYS_PER_ACCOUNT = 20;
/** A WebAuthn ceremony must finish within this time (the browser's own timeout is a little shorter). */
export const PASSKEY_CHALLENGE_MINUTES = 5;

/** A passkey's name: trimmed, or the default when empty. */
export function passkeyName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, " ");
  return trimmed === "" ? "Passkey" : trimmed.slice(0, PASSKEY_NAME_MAX_LENGTH);
}

export const PASSKEY_TEXTS = {
  signIn: "Use a passkey",
  busy: "Waiting for your passkey...",
  cancelled: "No passkey was used. Try again, or log in with your email and password.",
  unsupported: "This browser cannot use passkeys. Log in with your email and password.",
  signUpNeedsEmail: "Enter your email first: your account needs it for mail about your portfolio.",
  alreadyAdded: "This passkey is already on your account.",
  ipAddress: "Passkeys need the site's name, not its IP address: open {{href}} and try again.",
} as const;

/** The passkey words in one language: the auth catalogue's `passkey` group, or PASSKEY_TEXTS. */
export type PasskeyTexts = { [K in keyof typeof PASSKEY_TEXTS]: string };
