import { isIP } from "node:net";

/**
 * Which Host headers the server answers. A web page on an attacker's domain can make that name
 * resolve to 127.0.0.1 (DNS rebinding) and then read this server as its own origin; refusing
 * unknown names stops that. Loopback names and IP addresses are always fine (rebinding needs a
 * name); a public name must be configured (PUBLIC_HOST), as must the bind address.
 */
export function hostAllowed(hostHeader: string | undefined, publicHosts: string[], bindHost: string): boolean {
  if (hostHeader === undefined) return false;
  const host = hostName(hostHeader);
  if (host === null) return false;
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) !== 0) return true;
  return host === bindHost.toLowerCase() || publicHosts.includes(host);
}

/** The host name of a Host header, lower-cased, without port or IPv6 brackets; null when malformed. */
function hostName(header: string): string | null {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]\s]+)(?::\d{1,5})?$/.exec(header.trim());
  if (!match) return null;
  return match[1]
    .replace(/^\[|\]$/g, "")
    .toLowerCase()
    .replace(/\.$/, "");
}

/** PUBLIC_HOST: comma-separated host names, e.g. "portfolio.example.com". */
export function publicHostsFrom(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== "");
}
