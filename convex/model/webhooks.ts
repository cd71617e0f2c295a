import { v, type Infer } from "convex/values";
import { DEFAULT_APP_LANGUAGE, type AppLanguage } from "./appLanguages";
import type { MailMessage } from "./mail";
import { WEBHOOK_MAIL } from "./mailTexts/webhook";

/**
 * Webhooks: the events an owner can subscribe an endpoint to, which addresses may receive them,
 * and how hard we try. Shared by the account page and the server.
 */
export const WEBHOOK_EVENTS = ["portfolio.published", "message.received", "draft.changed"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const webhookEventValidator = v.union(...WEBHOOK_EVENTS.map((event) => v.literal(event)));
/** "Send test event" sends this one, to one endpoint, whatever it subscribes to. */
export const TEST_EVENT = "webhook.test";

export const MAX_ENDPOINTS = 5;
export const WEBHOOK_URL_MAX = 500;
/** Attempts per delivery (the first and four retries, backing off 2, 4, 8, 16 s in the workpool)… */
export const WEBHOOK_RETRY = { maxAttempts: 5, initialBackoffMs: 2_000, base: 2 } as const;
/** …and deliveries failed in a row before the endpoint is disabled and its owner mailed. */
export const DISABLE_AFTER_FAILURES = 5;
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Deliveries kept per endpoint in its log (older ones are deleted as new ones come). */
export const DELIVERY_LOG_SIZE = 20;

export const deliveryStatusValidator = v.union(v.literal("pending"), v.literal("succeeded"), v.literal("failed"));
export type DeliveryStatus = Infer<typeof deliveryStatusValidator>;

/** Addresses no deployment may deliver to: loopback, private, link-local, CGNAT, multicast, unspecified. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^\[|\]$/g, "");
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip.replace(/^::ffff:/, ""));
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      a >= 224 ||
      (a === 100 && b >= 64 && b < 128) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b < 32) ||
      (a === 192 && b === 168)
    );
  }
  if (!ip.includes(":")) return false;
  return ip === "::" || ip === "::1" || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip) || ip.startsWith("ff") || ip.startsWith("::ffff:");
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

/**
 * Why `url` cannot receive webhooks, or null. HTTPS only and no private or loopback address,
 * unless `allowLoopback` (WEBHOOKS_ALLOW_LOOPBACK, for tests and local use), which lets
 * http://127.0.0.1, [::1] and localhost through. Names are resolved and checked again at delivery.
 */
export function webhookUrlError(url: string, allowLoopback: boolean): string | null {
  if (url.length > WEBHOOK_URL_MAX) return `At most ${WEBHOOK_URL_MAX} characters.`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "Enter a full address starting with https://.";
  }
  const host = parsed.hostname.toLowerCase();
  const loopback = host === "localhost" || host === "127.0.0.1" || host === "[::1]";
  if (allowLoopback && loopback) return parsed.protocol === "http:" || parsed.protocol === "https:" ? null : "Enter an http or https address.";
  if (parsed.protocol !== "https:") return "The address must start with https://.";
  if (parsed.username || parsed.password) return "The address cannot contain a user name or password.";
  if (isPrivateAddress(host) || LOCAL_NAMES.test(host) || !host.includes(".")) return "The address must be reachable on the public internet.";
  return null;
}

export function endpointDisabledMail(to: string, url: string, accountUrl: string, language: AppLanguage = DEFAULT_APP_LANGUAGE): MailMessage {
  const texts = WEBHOOK_MAIL[language];
  const body = texts.body({ url, failures: DISABLE_AFTER_FAILURES, attempts: WEBHOOK_RETRY.maxAttempts, account: accountUrl });
  return { to, subject: texts.subject, text: body.join("\n") };
}
