import { getDomain } from "tldts";
import { canonicalIpv6, type DnsTarget } from "../model/customDomains";

/**
 * The deployment's custom-domain settings (environment variables, see src/lib/envVariables.ts): where
 * customers point their names, and which names are the platform's own. Read per call, so a
 * change with `npx convex env set` applies at once.
 */

/* eslint-disable @convex-dev/no-process-env -- deployment settings */
const setting = (name: "CUSTOM_DOMAIN_CNAME" | "CUSTOM_DOMAIN_IPV4" | "CUSTOM_DOMAIN_IPV6" | "SITE_URL" | "CONVEX_SITE_URL" | "CONVEX_CLOUD_URL") =>
  (process.env[name] ?? "").trim();
/* eslint-enable @convex-dev/no-process-env */

const list = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

function hostOf(url: string): string | null {
  try {
    return url === "" ? null : new URL(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return null;
  }
}

const isIpv4 = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host);

/**
 * CUSTOM_DOMAIN_CNAME / _IPV4 / _IPV6; when none is set, SITE_URL's host: a name becomes the CNAME
 * target, an IP address the A (or AAAA) record (the local backend's 127.0.0.1).
 */
export function dnsTarget(): DnsTarget {
  const cname = setting("CUSTOM_DOMAIN_CNAME").toLowerCase().replace(/\.$/, "");
  const ipv4 = list(setting("CUSTOM_DOMAIN_IPV4")).filter(isIpv4);
  const ipv6 = list(setting("CUSTOM_DOMAIN_IPV6"))
    .map(canonicalIpv6)
    .filter((ip): ip is string => ip !== null);
  if (cname !== "" || ipv4.length > 0 || ipv6.length > 0) return { cname: cname === "" ? null : cname, ipv4, ipv6 };
  const site = hostOf(setting("SITE_URL"));
  if (site === null || site === "localhost") return { cname: null, ipv4: [], ipv6: [] };
  if (isIpv4(site)) return { cname: null, ipv4: [site], ipv6: [] };
  if (site.startsWith("[")) return { cname: null, ipv4: [], ipv6: [site.slice(1, -1)] };
  return { cname: site, ipv4: [], ipv6: [] };
}

export function isTargetConfigured(target: DnsTarget): boolean {
  return target.cname !== null || target.ipv4.length > 0 || target.ipv6.length > 0;
}

/** The app's, the deployment's and the CNAME target's names: never a customer's (nor names under them). */
export function platformHosts(): string[] {
  const hosts = [setting("SITE_URL"), setting("CONVEX_SITE_URL"), setting("CONVEX_CLOUD_URL")].map(hostOf);
  const cname = setting("CUSTOM_DOMAIN_CNAME").toLowerCase().replace(/\.$/, "");
  return [...new Set([...hosts, cname === "" ? null : cname].filter((host): host is string => host !== null && !isIpv4(host) && !host.startsWith("[")))];
}

/**
 * Whether `hostname` is a registrable (root) domain, which cannot carry a CNAME, per the Public
 * Suffix List (ana.design, ana.co.uk); null when it is a public suffix itself (co.uk).
 */
export function isRootDomain(hostname: string): boolean | null {
  const domain = getDomain(hostname);
  return domain === null ? null : domain === hostname;
}
