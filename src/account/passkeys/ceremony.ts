import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { PASSKEY_TEXTS } from "../../../convex/model/passkeys";

/**
 * The browser's half of a passkey ceremony (@simplewebauthn/browser): the server's options in,
 * the authenticator's answer out, as the JSON text convex/passkeys.ts checks. Loaded only when
 * the person chooses a passkey (the app imports it dynamically; the sign-in pages load
 * ./script/enhance.ts by URL), so /login's first load stays small.
 */

export const supportsPasskeys = browserSupportsWebAuthn;

export async function answerSignIn(options: PublicKeyCredentialRequestOptionsJSON): Promise<string> {
  return JSON.stringify(await startAuthentication({ optionsJSON: options }));
}

export async function answerRegistration(options: PublicKeyCredentialCreationOptionsJSON): Promise<string> {
  return JSON.stringify(await startRegistration({ optionsJSON: options }));
}

/** What to tell a person whose ceremony did not finish in the browser (cancelled, timed out, unsupported). */
export function ceremonyFailure(error: unknown, href: string = location.href): string | null {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "NotAllowedError" || name === "AbortError") return PASSKEY_TEXTS.cancelled;
  const there = new URL(href);
  if (name === "SecurityError" && isLoopbackIp(there.hostname)) {
    // An IP address cannot hold passkeys; the local server's passkeys belong to "localhost" (convex/lib/passkeyConfig.ts).
    there.hostname = "localhost";
    return `Passkeys need the site's name, not its IP address: open ${there.href} and try again.`;
  }
  if (name === "NotSupportedError" || name === "SecurityError") return PASSKEY_TEXTS.unsupported;
  if (name === "InvalidStateError") return "This passkey is already on your account.";
  return null;
}

const isLoopbackIp = (hostname: string) => hostname === "127.0.0.1" || hostname === "[::1]";
