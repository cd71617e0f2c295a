import { toASCII, toUnicode } from "punycode/punycode.es6.js";
import { parse } from "tldts";
import { CUSTOM_DOMAIN_LIMITS, planAllows, type Plan } from "./plans";

export { CUSTOM_DOMAIN_LIMITS };

/**
 * Custom domains: a portfolio served at the owner's own address (ana.design). One set of rules
 * for the dashboard's form and the server, which enforces them again: which plans may connect
 * domains and how many, what a valid and allowed name is, which DNS records prove ownership and
 * route the name here, and how a check's answers change a domain's state.
 */

/** The plans with the customDomains capability (model/plans.ts). */
export function canUseCustomDomains(plan: Plan | undefined): boolean {
  return planAllows(plan, "customDomains");
}

export function customDomainLimit(plan: Plan | undefined): number {
  return canUseCustomDomains(plan) ? CUSTOM_DOMAIN_LIMITS[plan ?? "free"] : 0;
}

/** DNS limits (RFC 1035): 253 characters in all, 63 per label. */
export const DOMAIN_MAX_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Top-level names that never reach the public DNS (RFC 6761, 6762, 7686, 8375, 9476, and the
 * names home and company networks use), and the documentation domains. `.test` stays allowed so
 * an operator can try the whole set-up on a private resolver.
 */
const RESERVED_TLDS: ReadonlySet<string> = new Set([
  "localhost",
  "local",
  "localdomain",
  "internal",
  "invalid",
  "example",
  "onion",
  "arpa",
  "alt",
  "home",
  "lan",
  "corp",
  "intranet",
  "private",
]);
const RESERVED_DOMAINS: readonly string[] = ["example.com", "example.net", "example.org"];

export type DomainRejection = { code: "domain/invalid" | "domain/reserved" | "domain/shared-hosting"; message: string };

const invalid = (message: string): DomainRejection => ({ code: "domain/invalid", message });

/** Dots other than "." that IDNA (UTS #46) reads as label separators: 。．｡ */
const IDNA_DOTS = /[\u3002\uff0e\uff61]/g;

/**
 * A domain as stored and compared: lower-case ASCII, internationalised names as punycode
 * (`Bücher.DE.` → `xn--bcher-kva.de`), compatibility forms folded first (NFKC: fullwidth
 * `ＡＮＡ．design` → `ana.design`), no trailing dot. The same steps in every runtime (the URL
 * parser's IDNA differs between Node, browsers and Convex's isolate). A pasted address
 * (`https://ana.design/`) gives its host. Refused with a message for the field: a port, a path
 * with a user name, an IP address, a wildcard, a single label, a reserved name, a public suffix
 * (`co.uk`) and a name under a shared hosting domain (`foo.github.io`: the Public Suffix List's
 * private section, whose names their service hands out).
 */
export function normalizeDomain(input: string): { hostname: string } | DomainRejection {
  let text = input.normalize("NFKC").replace(IDNA_DOTS, ".").trim();
  if (text === "") return invalid("Enter a domain, like ana.design or www.ana.design.");
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text);
  if (scheme) {
    if (!/^https?$/i.test(scheme[1])) return invalid("Enter just the domain, like ana.design.");
    text = text.slice(scheme[0].length);
  }
  text = text.replace(/[/?#].*$/s, "");
  if (text.includes("*")) return invalid("Wildcard domains cannot be connected. Enter one domain, like www.ana.design.");
  if (/[@\s\\]/.test(text) || text.includes(":") || text.startsWith("["))
    return invalid("Enter just the domain, without a port or user name, like ana.design.");
  if (text.length > DOMAIN_MAX_LENGTH * 4) return invalid(`A domain has at most ${DOMAIN_MAX_LENGTH} characters.`);
  let hostname: string;
  try {
    hostname = toASCII(text.toLowerCase()).replace(/\.$/, "");
  } catch {
    return invalid("This is not a valid domain name.");
  }
  if (/^\d+(\.\d+){3}$/.test(hostname)) return invalid("Use a domain name, not an IP address.");
  if (hostname.length > DOMAIN_MAX_LENGTH) return invalid(`A domain has at most ${DOMAIN_MAX_LENGTH} characters.`);
  if (isReservedDomain(hostname))
    return { code: "domain/reserved", message: `“${displayDomain(hostname)}” is a reserved name that cannot point at a website. Enter a domain you own.` };
  const labels = hostname.split(".");
  if (labels.length < 2) return invalid("Enter a full domain, like ana.design.");
  if (!labels.every((label) => LABEL.test(label)))
    return invalid("A domain has only letters, digits and hyphens between its dots, and no part starts or ends with a hyphen.");
  if (/^\d+$/.test(labels[labels.length - 1]) || !labels.every(isPunycodeLabel)) return invalid("This is not a valid domain name.");
  return suffixRejection(hostname) ?? { hostname };
}

/** Not an `xn--` label, or one that decodes to the label it claims to be. */
function isPunycodeLabel(label: string): boolean {
  if (!label.startsWith("xn--")) return true;
  try {
    return toASCII(toUnicode(label)) === label;
  } catch {
    return false;
  }
}

/**
 * Per the Public Suffix List, private section included: a public suffix is nobody's domain, and
 * under a shared hosting suffix (github.io, appspot.com) the service, not the customer, controls
 * the names.
 */
function suffixRejection(hostname: string): DomainRejection | null {
  const { publicSuffix, domain, isPrivate } = parse(hostname, { allowPrivateDomains: true, extractHostname: false });
  if (isPrivate && publicSuffix) {
    const what = hostname === publicSuffix ? "is a shared hosting domain" : `is under ${displayDomain(publicSuffix)}, a shared hosting domain`;
    return {
      code: "domain/shared-hosting",
      message: `“${displayDomain(hostname)}” ${what}: its names belong to that service. Enter a domain you own, like ana.design.`,
    };
  }
  if (domain === null) {
    const message = `“${displayDomain(hostname)}” is a public suffix, not a domain one can own. Enter your domain, like ana.${displayDomain(hostname)}.`;
    return { code: "domain/reserved", message };
  }
  return null;
}

/** Names that cannot be anyone's website (see RESERVED_TLDS); `hostname` normalised. */
export function isReservedDomain(hostname: string): boolean {
  const tld = hostname.slice(hostname.lastIndexOf(".") + 1);
  return RESERVED_TLDS.has(tld) || RESERVED_DOMAINS.some((domain) => isSameOrSubdomain(hostname, domain));
}

/** `hostname` is `domain` or a name under it (both normalised). */
export function isSameOrSubdomain(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

/** The platform's own names (and names under them) are never a customer's. */
export function platformHostRejection(hostname: string, platformHosts: readonly string[]): DomainRejection | null {
  if (!platformHosts.some((host) => isSameOrSubdomain(hostname, host))) return null;
  return { code: "domain/reserved", message: `“${displayDomain(hostname)}” belongs to Portfolio Builder itself. Enter a domain you own.` };
}

/** How a person reads a stored name: punycode labels back in Unicode (xn--bcher-kva.de → bücher.de). */
export function displayDomain(hostname: string): string {
  try {
    return toUnicode(hostname);
  } catch {
    return hostname;
  }
}

/**
 * A Host header (or the TLS proxy's name to ask about) as the web server receives it: any case,
 * maybe a port or a trailing dot, always ASCII. The stored name to look up, through the same
 * rule as the dashboard's; null when it cannot be one (nothing is looked up then).
 */
export function hostFromHeader(host: string | null | undefined): string | null {
  if (!host || host.length > DOMAIN_MAX_LENGTH + 7) return null;
  // Browsers and TLS clients send names as ASCII (punycode); another form (fullwidth letters or
  // digits, Unicode) is never the name a certificate or a page is for.
  if (!/^[\x21-\x7e]+$/.test(host.trim())) return null;
  const match = /^([^:[\]\s/\\@]+)(?::\d{1,5})?$/.exec(host.trim());
  if (!match) return null;
  const normalized = normalizeDomain(match[1]);
  return "hostname" in normalized ? normalized.hostname : null;
}

// ---- DNS records ----

/** Where customers point their names, from the deployment's settings (lib/customDomainConfig.ts). */
export type DnsTarget = { cname: string | null; ipv4: readonly string[]; ipv6: readonly string[] };

export type DnsRecord = { type: "CNAME" | "A" | "AAAA" | "TXT"; name: string; value: string; purpose: "routing" | "ownership" };

/** The ownership record lives beside the name, so it never clashes with a CNAME on the name itself. */
export const VERIFICATION_LABEL = "_portfolio-builder";
export const verificationName = (hostname: string) => `${VERIFICATION_LABEL}.${hostname}`;
export const verificationValue = (token: string) => `portfolio-builder-verify=${token}`;

/**
 * The records a domain needs: a TXT record with its own token (ownership), and either a CNAME to
 * the platform's name (a subdomain such as www) or A/AAAA records with its addresses (a root
 * domain, which cannot have a CNAME). Empty routing when the operator configured no target.
 */
export function requiredRecords(hostname: string, token: string, target: DnsTarget, isRootDomain: boolean): DnsRecord[] {
  const routing: DnsRecord[] =
    target.cname !== null && (!isRootDomain || (target.ipv4.length === 0 && target.ipv6.length === 0))
      ? [{ type: "CNAME", name: hostname, value: target.cname, purpose: "routing" }]
      : [
          ...target.ipv4.map((ip): DnsRecord => ({ type: "A", name: hostname, value: ip, purpose: "routing" })),
          ...target.ipv6.map((ip): DnsRecord => ({ type: "AAAA", name: hostname, value: ip, purpose: "routing" })),
        ];
  return [...routing, { type: "TXT", name: verificationName(hostname), value: verificationValue(token), purpose: "ownership" }];
}

/** What a check found in the DNS; `lookupError` when a lookup failed (nothing is concluded then). */
export type DnsAnswers = { txt: string[]; cname: string[]; a: string[]; aaaa: string[]; lookupError?: string };

/** Per requirement: present and right, absent, or present and pointing elsewhere. */
export type RecordVerdict = "ok" | "missing" | "wrong";
export type DnsVerdict = { ownership: RecordVerdict; routing: RecordVerdict };

/**
 * Judges a check's answers. Ownership: the TXT record holds this domain's token. Routing: the
 * name is a CNAME of the platform's name, or every address it has is one of the platform's (a
 * flattened or chained CNAME resolves to them too); an address elsewhere means some visitors
 * would land elsewhere, so it is wrong.
 */
export function judgeDns(answers: DnsAnswers, token: string, target: DnsTarget): DnsVerdict {
  const txt = answers.txt.map((value) => value.trim());
  const ownership: RecordVerdict = txt.includes(verificationValue(token)) ? "ok" : txt.length === 0 ? "missing" : "wrong";
  const cnameOk = target.cname !== null && answers.cname.some((name) => name.toLowerCase().replace(/\.$/, "") === target.cname);
  const addresses = answers.a.length + answers.aaaa.length;
  const addressesOk =
    addresses > 0 && answers.a.every((ip) => target.ipv4.includes(ip)) && answers.aaaa.every((ip) => target.ipv6.includes(canonicalIpv6(ip) ?? ip));
  const routing: RecordVerdict = cnameOk || addressesOk ? "ok" : answers.cname.length === 0 && addresses === 0 ? "missing" : "wrong";
  return { ownership, routing };
}

/** Verified when both are right; misconfigured when something points elsewhere; otherwise still waiting. */
export function checkOutcome(verdict: DnsVerdict): "verified" | "pending" | "misconfigured" {
  if (verdict.ownership === "ok" && verdict.routing === "ok") return "verified";
  return verdict.ownership === "wrong" || verdict.routing === "wrong" ? "misconfigured" : "pending";
}

/** An IPv6 address in its canonical text form (lower-case, zeros compressed), or null. */
export function canonicalIpv6(ip: string): string | null {
  try {
    return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

// ---- Lifecycle ----

/**
 * - pending: never verified, and nothing found points elsewhere ("waiting for DNS");
 * - verified: both records right; the domain serves the portfolio;
 * - misconfigured: a record points elsewhere (or, for a domain that was serving, its records
 *   stopped matching: it keeps serving for the grace period);
 * - removed: it stopped serving after the grace period; a later check that matches restores it.
 */
export type DomainStatus = "pending" | "verified" | "misconfigured" | "removed";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How long a serving domain whose records stopped matching keeps serving. */
export const GRACE_PERIOD_MS = 72 * HOUR;
/** A serving domain is checked again this often. */
export const VERIFIED_RECHECK_MS = 6 * HOUR;
/** While a serving domain fails, it is checked this often (and at the end of its grace period). */
export const FAILING_RECHECK_MS = HOUR;
/** A removed domain is still checked daily, so fixing the records brings it back. */
export const REMOVED_RECHECK_MS = 24 * HOUR;
/** After a failed lookup (the resolver, not the records), the next try. */
export const LOOKUP_RETRY_MS = 5 * MINUTE;
/** "Check now" at most this often per domain. */
export const MANUAL_CHECK_INTERVAL_MS = 10_000;

/** A new domain is checked often while its owner is likely editing DNS, then less and less. */
export function pendingRecheckDelay(ageMs: number): number {
  if (ageMs < 10 * MINUTE) return 30_000;
  if (ageMs < HOUR) return 2 * MINUTE;
  if (ageMs < 24 * HOUR) return 15 * MINUTE;
  if (ageMs < 7 * 24 * HOUR) return HOUR;
  return 24 * HOUR;
}

export type DomainLifecycle = {
  status: DomainStatus;
  serving: boolean;
  createdAt: number;
  verifiedAt?: number;
  failingSince?: number;
  stoppedAt?: number;
};

/** Mail to the owner that a transition calls for. */
export type DomainNotice = "failing" | "stopped" | null;

/**
 * A domain's next state after a conclusive check at `now`. `conflict`: the records are right but
 * another portfolio serves this name (one name serves one portfolio), which counts as not matching.
 */
export function afterCheck(
  row: DomainLifecycle,
  outcome: "verified" | "pending" | "misconfigured",
  now: number,
): DomainLifecycle & { nextCheckAt: number; notice: DomainNotice } {
  const base = { createdAt: row.createdAt };
  if (outcome === "verified") {
    return {
      ...base,
      status: "verified",
      serving: true,
      verifiedAt: row.serving ? (row.verifiedAt ?? now) : now,
      nextCheckAt: now + VERIFIED_RECHECK_MS,
      notice: null,
    };
  }
  if (row.serving) {
    const failingSince = row.failingSince ?? now;
    const graceEnds = failingSince + GRACE_PERIOD_MS;
    if (now >= graceEnds) {
      return {
        ...base,
        status: "removed",
        serving: false,
        verifiedAt: row.verifiedAt,
        stoppedAt: now,
        nextCheckAt: now + REMOVED_RECHECK_MS,
        notice: "stopped",
      };
    }
    return {
      ...base,
      status: "misconfigured",
      serving: true,
      verifiedAt: row.verifiedAt,
      failingSince,
      nextCheckAt: Math.min(now + FAILING_RECHECK_MS, graceEnds),
      notice: row.failingSince === undefined ? "failing" : null,
    };
  }
  if (row.status === "removed") {
    return {
      ...base,
      status: "removed",
      serving: false,
      verifiedAt: row.verifiedAt,
      stoppedAt: row.stoppedAt,
      nextCheckAt: now + REMOVED_RECHECK_MS,
      notice: null,
    };
  }
  return { ...base, status: outcome, serving: false, nextCheckAt: now + pendingRecheckDelay(now - row.createdAt), notice: null };
}
