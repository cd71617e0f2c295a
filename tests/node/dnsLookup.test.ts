import { afterAll, beforeAll, expect, test } from "vitest";
import { dnsServersFrom, lookupDomain } from "../../convex/lib/dnsLookup";
import { judgeDns, checkOutcome, verificationValue } from "../../convex/model/customDomains";
import { startLoopbackDns, type LoopbackDns, type Zone } from "../support/loopbackDns";

// The real lookups of the domain checks (convex/lib/dnsLookup.ts, run by the Node action),
// against a DNS server on loopback.
let zone: Zone = {};
let dns: LoopbackDns;
beforeAll(async () => {
  dns = await startLoopbackDns(() => zone);
});
afterAll(async () => {
  await dns.close();
});

test("reads the TXT record beside the name, and the name's CNAME, A and AAAA records", async () => {
  const long = `portfolio-builder-verify=${"x".repeat(300)}`;
  zone = {
    "_portfolio-builder.ana.test": { TXT: [verificationValue("abc"), "v=spf1 -all", long] },
    "ana.test": { A: ["127.0.0.1"], AAAA: ["::1"] },
    "www.ana.test": { CNAME: "sites.portfolio.test" },
    "sites.portfolio.test": { A: ["127.0.0.1"] },
  };
  const root = await lookupDomain("ana.test", [dns.server]);
  // A long value arrives in 255-byte strings and is joined again.
  expect(root).toEqual({ txt: [verificationValue("abc"), "v=spf1 -all", long.slice(0, 255)], cname: [], a: ["127.0.0.1"], aaaa: ["::1"] });
  expect(checkOutcome(judgeDns(root, "abc", { cname: null, ipv4: ["127.0.0.1"], ipv6: ["::1"] }))).toBe("verified");

  const www = await lookupDomain("www.ana.test", [dns.server]);
  expect(www).toEqual({ txt: [], cname: ["sites.portfolio.test"], a: ["127.0.0.1"], aaaa: [] });
  expect(judgeDns(www, "abc", { cname: "sites.portfolio.test", ipv4: [], ipv6: [] })).toEqual({ ownership: "missing", routing: "ok" });
});

test("names that do not exist give empty answers; a failing server gives a lookup error, not a verdict", async () => {
  zone = { "broken.test": { SERVFAIL: true }, "_portfolio-builder.broken.test": { SERVFAIL: true } };
  expect(await lookupDomain("nothing-here.test", [dns.server])).toEqual({ txt: [], cname: [], a: [], aaaa: [] });
  const broken = await lookupDomain("broken.test", [dns.server]);
  expect(broken.lookupError).toMatch(/TXT: ESERVFAIL.*A: ESERVFAIL/);
});

test("an unreachable resolver times out as a lookup error; a malformed setting is reported", async () => {
  const started = Date.now();
  // A port nobody answers on (the loopback server's own port plus one is free or refuses).
  const silent = await lookupDomain("ana.test", ["127.0.0.1:9"], 300);
  expect(silent.lookupError).toBeDefined();
  expect(Date.now() - started).toBeLessThan(5000);
  expect(await lookupDomain("ana.test", ["not a server"])).toMatchObject({ lookupError: expect.stringContaining("DNS_SERVERS is not valid") });
  expect(dnsServersFrom(" 127.0.0.1:5353, [::1]:53 ,")).toEqual(["127.0.0.1:5353", "[::1]:53"]);
  expect(dnsServersFrom(undefined)).toEqual([]);
});
