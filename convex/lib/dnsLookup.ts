"use node";
// node:dns: this module runs only in Convex's Node runtime (and in Node tests).
import { Resolver } from "node:dns/promises";
import { verificationName, type DnsAnswers } from "../model/customDomains";

/** Answers that mean "no such record" rather than "could not ask". */
const ABSENT = new Set(["ENODATA", "ENOTFOUND", "NODATA", "NOTFOUND"]);

/**
 * Looks up what a domain check needs: the TXT records beside the name, and the name's CNAME, A
 * and AAAA records. `servers` ("127.0.0.1:5353", "[::1]:53") replace the system's resolvers
 * (DNS_SERVERS). A fresh resolver per check, so nothing is answered from a cache. Any failure other
 * than "no such record" is reported as `lookupError` (the check then concludes nothing).
 */
export async function lookupDomain(hostname: string, servers: readonly string[] = [], timeoutMs = 2500): Promise<DnsAnswers> {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  const errors: string[] = [];
  try {
    if (servers.length > 0) resolver.setServers(servers);
  } catch (error) {
    return { txt: [], cname: [], a: [], aaaa: [], lookupError: `DNS_SERVERS is not valid: ${(error as Error).message}` };
  }
  const ask = async <T>(type: string, lookup: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await lookup();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "";
      if (!ABSENT.has(code)) errors.push(`${type}: ${code || (error as Error).message}`);
      return [];
    }
  };
  const [txt, cname, a, aaaa] = await Promise.all([
    ask("TXT", () => resolver.resolveTxt(verificationName(hostname))).then((records) => records.map((chunks) => chunks.join(""))),
    ask("CNAME", () => resolver.resolveCname(hostname)),
    ask("A", () => resolver.resolve4(hostname)),
    ask("AAAA", () => resolver.resolve6(hostname)),
  ]);
  // Bounded, whatever the zone holds: a check stores what it found.
  const cap = (values: string[]) => values.slice(0, 20).map((value) => value.slice(0, 255));
  return { txt: cap(txt), cname: cap(cname), a: cap(a), aaaa: cap(aaaa), ...(errors.length > 0 && { lookupError: errors.join("; ") }) };
}

/** DNS_SERVERS: comma-separated servers (host or host:port); empty for the system's resolvers. */
export function dnsServersFrom(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((server) => server.trim())
    .filter((server) => server !== "");
}
