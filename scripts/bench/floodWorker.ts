/**
 * One flood of `npm run bench:flood`, in its own process (forked by flood.ts): its client work
 * (building requests, reading answers) runs on its own event loop, not the measuring client's, as
 * an attacker's would on another machine. Told what to flood by the parent's first message, it
 * answers "started" once flooding, and on "stop" sends its tally and exits.
 */
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { api } from "../../convex/_generated/api";
import { fetchFrom, webSocketFrom } from "./lib/loopback";

export const FLOOD_KINDS = ["contact-form posts", "heartbeats", "sign-ups", "sockets × subscriptions", "anonymous calls"] as const;
export type FloodKind = (typeof FLOOD_KINDS)[number];
export type FloodOrder = {
  kind: FloodKind;
  url: string;
  slug: string;
  /** The loopback address this flood comes from. */
  address: string;
  concurrency: number;
  /** A paid account the heartbeat flood signs in as. */
  builder: { email: string; password: string };
};
export type Tally = { ok: number; refused: number; failed: number; firstFailure?: string };

const random = () => Math.random().toString(36).slice(2, 12);

/** `concurrency` loops calling `call` until stopped; each outcome is counted (a ConvexError is a refusal). */
function loops(concurrency: number, tally: Tally, call: () => Promise<unknown>): () => Promise<void> {
  let running = true;
  const one = async () => {
    while (running) {
      try {
        await call();
        tally.ok++;
      } catch (error) {
        if ((error as { data?: unknown }).data !== undefined) tally.refused++;
        else {
          tally.failed++;
          tally.firstFailure ??= (error as Error).message.slice(0, 300);
        }
      }
    }
  };
  const all = Array.from({ length: concurrency }, one);
  return async () => {
    running = false;
    await Promise.all(all);
  };
}

/** Starts the flood; resolves to its stop function. */
async function start(order: FloodOrder, tally: Tally): Promise<() => Promise<void>> {
  const { url, slug, address, concurrency } = order;
  const stranger = new ConvexHttpClient(url, { fetch: fetchFrom(address) });
  // skipQueue: a client's mutations otherwise wait for each other.
  const now = { skipQueue: true };
  switch (order.kind) {
    case "contact-form posts":
      return loops(concurrency, tally, () =>
        stranger.mutation(api.contact.send, { name: "Flood", email: `${random()}@example.com`, phno: "5550100", message: "Hello" }, now),
      );
    case "heartbeats": {
      const builder = new ConvexHttpClient(url, { fetch: fetchFrom(address) });
      const { tokens } = await builder.action(api.auth.signIn, {
        provider: "password",
        params: { email: order.builder.email, password: order.builder.password, flow: "signIn" },
      });
      if (!tokens?.token) throw new Error("the flooder's sign-in returned no token");
      builder.setAuth(tokens.token);
      return loops(concurrency, tally, async () => {
        await stranger.mutation(api.audience.heartbeat, { key: { slug }, token: `tab${random()}${random()}` }, now);
        await builder.mutation(api.builderPresence.heartbeat, { session: "flood-builder-session", at: { section: "about" } }, now);
      });
    }
    case "sign-ups":
      return loops(concurrency, tally, () =>
        stranger.action(api.auth.signIn, {
          provider: "password",
          params: { email: `new.${random()}@example.com`, password: "correct horse 42", flow: "signUp" },
        }),
      );
    case "sockets × subscriptions": {
      const clients: ConvexClient[] = [];
      const webSocketConstructor = webSocketFrom(address);
      // 80 sockets (more than one address may open) × 256 distinct live queries (a socket's most).
      for (let s = 0; s < 80; s++) {
        const client = new ConvexClient(url, { logger: false, webSocketConstructor });
        clients.push(client);
        for (let q = 0; q < 256; q++) {
          client.onUpdate(
            api.portfolios.getPublicBySlug,
            { slug: `flood-${s}-${q}-${random()}` },
            () => tally.ok++,
            () => tally.refused++,
          );
        }
      }
      return async () => {
        await Promise.all(clients.map((client) => client.close()));
      };
    }
    case "anonymous calls":
      return loops(concurrency, tally, () => stranger.query(api.portfolios.getPublicBySlug, { slug: `nobody-${random()}` }));
  }
}

if (process.send !== undefined) {
  process.once("message", (order: FloodOrder) => {
    const tally: Tally = { ok: 0, refused: 0, failed: 0 };
    start(order, tally).then(
      (stop) => {
        process.once("message", () => {
          // Kept-alive connections would hold the process open: it exits once the tally is sent.
          void stop().then(() => process.send!({ tally }, () => process.exit(0)));
        });
        process.send!("started");
      },
      (error: unknown) => process.send!({ error: (error as Error).stack ?? String(error) }, () => process.exit(1)),
    );
  });
}
