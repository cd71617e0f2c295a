import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { PasskeyTexts } from "../../../convex/model/passkeys";

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

/** Why a ceremony did not finish in the browser, as a key of the passkey texts (the IP address case names the address to open instead). */
export type CeremonyFailure = { reason: "cancelled" | "unsupported" | "alreadyAdded" } | { reason: "ipAddress"; href: string };

/** Why the browser's ceremony did not finish (cancelled, timed out, unsupported), or null when it is not the browser's doing. */
export function ceremonyFailure(error: unknown, href: string = location.href): CeremonyFailure | null {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "NotAllowedError" || name === "AbortError") return { reason: "cancelled" };
  const there = new URL(href);
  if (name === "SecurityError" && isLoopbackIp(there.hostname)) {
    // An IP address cannot hold passkeys; the local server's passkeys belong to "localhost" (convex/lib/passkeyConfig.ts).
    there.hostname = "localhost";
    return { reason: "ipAddress", href: there.href };
  }
  if (name === "NotSupportedError" || name === "SecurityError") return { reason: "unsupported" };
  if (name === "InvalidStateError") return { reason: "alreadyAdded" };
  return null;
}

/**
 * What to tell the person, in the words given: the app's catalogue or, in the sign-in pages'
 * script, the page's own (it never loads i18next). An unknown failure reads as cancelled.
 */
export function ceremonyFailureText(failure: CeremonyFailure | null, texts: PasskeyTexts): string {
  if (failure === null) return texts.cancelled;
  return failure.reason === "ipAddress" ? texts.ipAddress.replace("{{href}}", failure.href) : texts[failure.reason];
}

const isLoopbackIp = (hostname: string) => hostname === "127.0.0.1" || hostname === "[::1]";
