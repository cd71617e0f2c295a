import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";

/**
 * Proof that a visitor typed a protected page's password: a token signed with HMAC-SHA256 by the
 * deployment, naming the page (its owner's id) and the password's version, with an expiry. The
 * web server keeps the long one in an HttpOnly cookie scoped to the page and hands it to the
 * public queries; the unlocked HTML carries a short one for the page's script, whose live query
 * sends it back. Another page's token, an older version (the password changed or was removed)
 * or an expired one proves nothing.
 */

/** The cookie's token: a visitor stays unlocked this long (or until the password changes). */
export const UNLOCK_COOKIE_SECONDS = 30 * 24 * 60 * 60;
/** The page script's token: valid for at least this long after the render that embedded it. */
const LIVE_TOKEN_SECONDS = 2 * 60 * 60;

type TokenKind = "cookie" | "live";

/** The page's password row (null: never protected). */
export function pagePasswordOf(ctx: QueryCtx, userId: Id<"users">): Promise<Doc<"pagePasswords"> | null> {
  return ctx.db
    .query("pagePasswords")
    .withIndex("by_userId", (q) => q.eq("userId", userId))
    .unique();
}

/** The protection in force on a page, or null when anyone may read it. */
export async function protectionOf(ctx: QueryCtx, userId: Id<"users">): Promise<{ name: string; version: number; hash: string } | null> {
  const row = await pagePasswordOf(ctx, userId);
  return row === null || row.hash === null ? null : { name: row.name, version: row.version, hash: row.hash };
}

/** The signing secret: the deployment's PAGE_PASSWORD_SECRET, else the one stored; null before the first unlock made one. */
async function secretOf(ctx: QueryCtx): Promise<string | null> {
  // eslint-disable-next-line @convex-dev/no-process-env -- a deployment secret
  const configured = process.env.PAGE_PASSWORD_SECRET ?? "";
  if (configured.length >= 32) return configured;
  return (await ctx.db.query("pageUnlockKeys").first())?.secret ?? null;
}

/** The secret, made and stored once when the deployment has none. */
async function ensureSecret(ctx: MutationCtx): Promise<string> {
  const existing = await secretOf(ctx);
  if (existing !== null) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const secret = base64url(bytes);
  await ctx.db.insert("pageUnlockKeys", { secret });
  return secret;
}

function base64url(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function hmacKey(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

async function sign(secret: string, payload: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), new TextEncoder().encode(payload));
  return base64url(new Uint8Array(signature));
}

const payloadOf = (userId: string, version: number, expiresAt: number, kind: TokenKind) => `${userId}.${version}.${expiresAt}.${kind}`;

/** The cookie's token for a visitor who just typed the right password (makes the secret if needed). */
export async function issueCookieToken(ctx: MutationCtx, userId: Id<"users">, version: number, now: number): Promise<string> {
  const payload = payloadOf(userId, version, Math.floor(now / 1000) + UNLOCK_COOKIE_SECONDS, "cookie");
  return `${payload}.${await sign(await ensureSecret(ctx), payload)}`;
}

/**
 * The page script's token. Its expiry is rounded up to the hour so every render within an hour
 * embeds the same one (a query's answer then stays the same for its subscribers).
 */
async function liveToken(secret: string, userId: Id<"users">, version: number, now: number): Promise<string> {
  const hour = 3600;
  const expiresAt = Math.ceil((Math.floor(now / 1000) + LIVE_TOKEN_SECONDS) / hour) * hour;
  const payload = payloadOf(userId, version, expiresAt, "live");
  return `${payload}.${await sign(secret, payload)}`;
}

/**
 * Whether `token` unlocks this page at this password version now. The signature is checked with
 * WebCrypto's verify (a constant-time comparison) before anything it says is believed.
 */
export async function tokenUnlocks(ctx: QueryCtx, token: string, userId: Id<"users">, version: number, now: number): Promise<boolean> {
  if (token.length > 256) return false;
  const parts = token.split(".");
  if (parts.length !== 5) return false;
  const [tokenUser, tokenVersion, expiresAt, kind, signature] = parts as [string, string, string, string, string];
  const secret = await secretOf(ctx);
  const signatureBytes = fromBase64url(signature);
  if (secret === null || signatureBytes === null || (kind !== "cookie" && kind !== "live")) return false;
  const payload = `${tokenUser}.${tokenVersion}.${expiresAt}.${kind}`;
  const valid = await crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), signatureBytes, new TextEncoder().encode(payload));
  return valid && tokenUser === userId && tokenVersion === String(version) && Number(expiresAt) * 1000 > now;
}

/**
 * What a public query may show of a page: `null` when it is not protected or `unlock` proves
 * the visitor typed its password (or the caller is its owner), with the page script's token to
 * embed; otherwise the locked page's name.
 */
export async function pageLock(
  ctx: QueryCtx,
  userId: Id<"users">,
  unlock: string | undefined,
  isOwner: () => Promise<boolean>,
): Promise<{ locked: false; liveToken: string | null } | { locked: true; name: string }> {
  const protection = await protectionOf(ctx, userId);
  if (protection === null) return { locked: false, liveToken: null };
  const now = Date.now();
  if (unlock !== undefined && (await tokenUnlocks(ctx, unlock, userId, protection.version, now))) {
    return { locked: false, liveToken: await liveToken((await secretOf(ctx))!, userId, protection.version, now) };
  }
  if (await isOwner()) return { locked: false, liveToken: null };
  return { locked: true, name: protection.name };
}
