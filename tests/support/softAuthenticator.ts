import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A software passkey authenticator for Convex tests (the browser suite uses Chromium's virtual
 * one): answers WebAuthn options as a platform authenticator with a resident ES256 key and user
 * verification would, so convex/passkeys.ts checks real signatures, origins and counters.
 */
type Bytes = Uint8Array<ArrayBuffer>;

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Bytes);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const sha256 = async (data: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", data as Bytes));
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** ECDSA's raw r||s as the DER sequence WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let value = bytes.slice(i);
    if (value[0] & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftAuthenticator {
  counter = 0;
  credentialId = crypto.getRandomValues(new Uint8Array(16));
  private keys: Promise<CryptoKeyPair> = crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
  private userHandle: string | undefined;

  constructor(
    private readonly origin = "http://localhost:3210",
    /** false: the authenticator reports no user verification (a bare security key). */
    private readonly verifiesUser = true,
  ) {}

  get id(): string {
    return b64(this.credentialId);
  }

  private async authData(rpId: string, flags: number, attested?: Uint8Array) {
    return concat(
      await sha256(new TextEncoder().encode(rpId)),
      new Uint8Array([flags | (this.verifiesUser ? UV : 0)]),
      uint32(this.counter),
      attested ?? new Uint8Array(),
    );
  }

  private clientData(type: string, challenge: string) {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** navigator.credentials.create's answer, as @simplewebauthn/browser's JSON. */
  async register(options: { challenge: string; rp: { id?: string }; user: { id: string } }): Promise<string> {
    this.userHandle = options.user.id;
    const jwk = await crypto.subtle.exportKey("jwk", (await this.keys).publicKey);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const attested = concat(new Uint8Array(16), new Uint8Array([0, this.credentialId.length]), this.credentialId, cose);
    const authData = await this.authData(options.rp.id!, UP | AT, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]) as never,
    );
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64(this.clientData("webauthn.create", options.challenge)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    });
  }

  /** navigator.credentials.get's answer; each use moves the counter on (`counter` may be set to replay an old one). */
  async authenticate(options: { challenge: string; rpId?: string }, { step = 1 } = {}): Promise<string> {
    this.counter += step;
    const authenticatorData = await this.authData(options.rpId!, UP);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const signed = concat(authenticatorData, await sha256(clientDataJSON));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, (await this.keys).privateKey, signed as Bytes));
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(derSignature(raw)),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
    });
  }
}
