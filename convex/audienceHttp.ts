import type { FunctionReference, PublicHttpAction } from "convex/server";
import { httpAction } from "./_generated/server";
import { internal } from "./_generated/api";

/**
 * The web server's doors into audience data (routed in http.ts): page views (in batches) and
 * contact-form messages. Anyone can reach an HTTP action, so each call must carry the server's secret
 * (AUDIENCE_SECRET, shared by the web server and the deployment): without it nobody can forge
 * visitor hashes, inflate counts or skip the per-visitor message limit.
 */
export function authorized(request: Request): boolean {
  // eslint-disable-next-line @convex-dev/no-process-env -- a deployment secret
  const secret = process.env.AUDIENCE_SECRET ?? "";
  if (secret.length < 32) return false;
  return constantTimeEqual(request.headers.get("Authorization") ?? "", `Bearer ${secret}`);
}

function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a.charCodeAt(i) || 0) ^ b.charCodeAt(i);
  return diff === 0;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export async function body(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = await request.json();
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Hands an authorized JSON body to an internal mutation, whose validators check its shape. */
function forwardTo(mutation: FunctionReference<"mutation", "internal">): PublicHttpAction {
  return httpAction(async (ctx, request) => {
    if (!authorized(request)) return json({ error: "unauthorized" }, 401);
    const input = await body(request);
    if (input === null) return json({ error: "bad request" }, 400);
    try {
      return json(await ctx.runMutation(mutation, input as never));
    } catch (error) {
      // Usually a request the validators refuse; logged so a real failure is not mistaken for one.
      console.warn(`audience: refused a request: ${(error as Error).message}`);
      return json({ error: "bad request" }, 400);
    }
  });
}

export const view = forwardTo(internal.audience.recordViews);
export const message = forwardTo(internal.messages.receive);
