import { createSocket } from "node:dgram";
import * as dnsPacket from "dns-packet";

/**
 * A small authoritative DNS server on 127.0.0.1 (a random UDP port) for tests: the domain checks
 * are pointed at it with DNS_SERVERS. `zone()` is read on every query, so a test "publishes" a
 * record by changing what it returns (the browser suite keeps it in a JSON file).
 */
export type ZoneEntry = { A?: string[]; AAAA?: string[]; CNAME?: string; TXT?: string[]; SERVFAIL?: boolean };
export type Zone = Record<string, ZoneEntry>;

export type LoopbackDns = { server: string; port: number; queries: number; close(): Promise<void> };

const RCODE = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 } as const;

export async function startLoopbackDns(zone: () => Zone): Promise<LoopbackDns> {
  const socket = createSocket("udp4");
  const state = { queries: 0 };
  socket.on("message", (message, remote) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    state.queries++;
    const question = query.questions?.[0];
    if (!question) return;
    const { rcode, answers } = answer(zone(), question.name.toLowerCase().replace(/\.$/, ""), question.type);
    const response = dnsPacket.encode({
      type: "response",
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | rcode,
      questions: [question],
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", () => resolve());
  });
  const { port } = socket.address();
  return {
    server: `127.0.0.1:${port}`,
    port,
    get queries() {
      return state.queries;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

function answer(zone: Zone, name: string, type: string): { rcode: number; answers: dnsPacket.Answer[] } {
  const entry = zone[name];
  if (entry === undefined) return { rcode: RCODE.NXDOMAIN, answers: [] };
  if (entry.SERVFAIL) return { rcode: RCODE.SERVFAIL, answers: [] };
  const ttl = 1;
  if (entry.CNAME !== undefined) {
    const alias: dnsPacket.Answer = { type: "CNAME", name, ttl, data: entry.CNAME };
    if (type === "CNAME") return { rcode: RCODE.NOERROR, answers: [alias] };
    // A resolver follows the alias: its records come with it.
    const target = zone[entry.CNAME.toLowerCase()];
    const followed = target ? answer({ [entry.CNAME.toLowerCase()]: target }, entry.CNAME.toLowerCase(), type).answers : [];
    return { rcode: RCODE.NOERROR, answers: [alias, ...followed] };
  }
  if (type === "A") return { rcode: RCODE.NOERROR, answers: (entry.A ?? []).map((data): dnsPacket.Answer => ({ type: "A", name, ttl, data })) };
  if (type === "AAAA") return { rcode: RCODE.NOERROR, answers: (entry.AAAA ?? []).map((data): dnsPacket.Answer => ({ type: "AAAA", name, ttl, data })) };
  // Long values split in 255-byte strings, as zone files do.
  if (type === "TXT")
    return {
      rcode: RCODE.NOERROR,
      answers: (entry.TXT ?? []).map((text): dnsPacket.Answer => ({ type: "TXT", name, ttl, data: text.match(/[\s\S]{1,255}/g) ?? [""] })),
    };
  return { rcode: RCODE.NOERROR, answers: [] };
}
