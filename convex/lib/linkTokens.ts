/**
 * The random secret of a mailed link (an invitation, an email confirmation): 32 random bytes
 * (256 bits), base64url, 43 characters. Only its SHA-256 (lib/sha256.ts) is stored.
 */
export function newLinkToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
