import { api } from "../../convex/_generated/api";
import { hostFromHeader } from "../../convex/model/customDomains";
import { clientAddress } from "./audience.server";
import { serverConvex } from "../lib/serverConvex.server";
import { AnswerCache, ASK_CACHE_MS, ASK_PER_SECOND, AskBudget } from "./tlsAsk.server";
import type { Route } from "./+types/tlsAsk.route";

const budget = new AskBudget(ASK_PER_SECOND);
const cache = new AnswerCache(ASK_CACHE_MS, 5000);

const answer = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra } });

/**
 * `GET /portfolio-builder/tls-ask?domain=<name>`: Caddy's on_demand_tls `ask`. 200 when the name is a
 * verified custom domain whose owner's plan includes domains, 404 otherwise, 429 past the budget.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!budget.take(clientAddress(request, context))) return answer(429, "Too many requests.", { "Retry-After": "1" });
  const hostname = hostFromHeader(new URL(request.url).searchParams.get("domain"));
  if (hostname === null) return answer(404, "Not a domain served here.");
  const allowed = await cache.answer(hostname, () => serverConvex(context).query(api.customDomains.tlsAllowed, { host: hostname }));
  return allowed ? answer(200, "OK") : answer(404, "Not a domain served here.");
}
