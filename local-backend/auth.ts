import { createLocalJWKSet, exportJWK, exportPKCS8, generateKeyPair, jwtVerify, type JSONWebKeySet } from "jose";
import type { UserIdentity } from "convex/server";
import { readJsonFile, writeFileAtomic } from "./files";
import path from "node:path";

type AuthKeys = { JWT_PRIVATE_KEY: string; JWKS: string };

/**
 * The environment Convex Auth expects on a deployment. The RS256 key pair is generated on first
 * start and kept in the data directory, so tokens stay valid across restarts.
 */
export async function setAuthEnvironment(dataDir: string, urls: { deployment: string; site: string; app: string }): Promise<AuthKeys> {
  const file = path.join(dataDir, "auth-keys.json");
  let keys = await readJsonFile<AuthKeys>(file, (value) => {
    const candidate = value as Partial<AuthKeys>;
    return typeof candidate.JWT_PRIVATE_KEY === "string" && typeof candidate.JWKS === "string";
  });
  if (keys === null) {
    const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
    keys = {
      // Convex Auth's own setup script stores the PEM on one line.
      JWT_PRIVATE_KEY: (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " "),
      JWKS: JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(publicKey)) }] }),
    };
    await writeFileAtomic(file, JSON.stringify(keys, null, 2), 0o600);
  }
  Object.assign(process.env, keys, {
    CONVEX_CLOUD_URL: urls.deployment,
    CONVEX_SITE_URL: urls.site,
    SITE_URL: process.env.SITE_URL ?? urls.app,
    AUTH_LOG_LEVEL: process.env.AUTH_LOG_LEVEL ?? (process.env.LOG_LEVEL?.toLowerCase() === "debug" ? "DEBUG" : "WARN"),
  });
  return keys;
}

type AuthProvider = { domain?: string; applicationID?: string };

/** Checks user JWTs the way a deployment does with auth.config.ts: issuer, audience, signature, expiry. */
export class TokenVerifier {
  private readonly keySet: ReturnType<typeof createLocalJWKSet>;

  constructor(
    jwks: string,
    private readonly providers: AuthProvider[],
  ) {
    this.keySet = createLocalJWKSet(JSON.parse(jwks) as JSONWebKeySet);
  }

  /** The identity a token names; throws an Error saying why when it is not acceptable. */
  async verify(token: string): Promise<UserIdentity> {
    const issuer = unverifiedIssuer(token);
    const provider = this.providers.find((p) => p.domain !== undefined && trimSlash(p.domain) === trimSlash(issuer ?? ""));
    if (provider === undefined) throw new Error(`Could not verify the auth token: no provider in auth.config.ts has the issuer ${issuer}.`);
    try {
      // Only the app's own Convex Auth issuer is served here, so its JWKS is local: no network.
      const { payload } = await jwtVerify(token, this.keySet, { issuer, audience: provider.applicationID, algorithms: ["RS256"] });
      const { iss, sub, aud: _aud, iat: _iat, exp: _exp, nbf: _nbf, jti: _jti, ...claims } = payload;
      if (typeof sub !== "string") throw new Error("The token has no subject.");
      return { ...claims, subject: sub, issuer: iss!, tokenIdentifier: `${iss}|${sub}` } as UserIdentity;
    } catch (error) {
      throw new Error(`Could not verify the auth token: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}

function unverifiedIssuer(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { iss?: unknown };
    return typeof payload.iss === "string" ? payload.iss : undefined;
  } catch {
    return undefined;
  }
}

function trimSlash(url: string) {
  return url.replace(/\/+$/, "");
}
