import { exportJWK, exportPKCS8, generateKeyPair } from "jose";

/**
 * A fresh Convex Auth key pair, in the form Convex Auth's own setup (`npx @convex-dev/auth`)
 * writes: the PKCS#8 PEM on one line, and the public key as a JWKS with `use: "sig"`.
 */
export async function generateAuthKeys(): Promise<{ JWT_PRIVATE_KEY: string; JWKS: string }> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return {
    JWT_PRIVATE_KEY: (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " "),
    JWKS: JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(publicKey)) }] }),
  };
}
