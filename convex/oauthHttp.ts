import type { HttpRouter } from "convex/server";
import { httpAction, type ActionCtx } from "./_generated/server";
import { REFUSED_PREFIX } from "./lib/oauthAccounts";
import { enabledOAuthProviderIds } from "./lib/oauthProviders";
import { isOAuthRefusal, OAUTH_ERROR_PARAM, type OAuthProviderId, type OAuthRefusal } from "./model/oauth";

/**
 * The providers' way back (`<CONVEX_SITE_URL>/api/auth/callback/<provider>`). Convex Auth's own
 * route does the exchange, but on any failure it sends the browser back with no word of why; this
 * route runs it and rewrites the address it answers with: a refusal becomes `?oauth-error=<reason>
 * &provider=<id>` on the page the sign-in started from (the login page, or the account page for
 * a link), which words it (model/oauth.ts).
 */

type HttpHandler = { _handler: (ctx: ActionCtx, request: Request) => Promise<Response> };

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** A refusal visible before the exchange: the person said no, or the state is not this browser's. */
function refusalBefore(request: Request, provider: OAuthProviderId): OAuthRefusal | null {
  const params = new URL(request.url).searchParams;
  const error = params.get("error");
  if (error !== null) return error === "access_denied" ? "denied" : "failed";
  // Convex Auth's state cookie (named with __Host- off localhost); the library checks it too, silently.
  const state = cookie(request, `__Host-${provider}OAuthstate`) ?? cookie(request, `${provider}OAuthstate`);
  if (state === undefined || state !== params.get("state")) return "state";
  return null;
}

function withRefusal(response: Response, provider: OAuthProviderId, before: OAuthRefusal | null): Response {
  const location = response.headers.get("Location");
  if (location === null) return response;
  const url = new URL(location);
  const code = url.searchParams.get("code");
  // Signed in: the library's answer as it is. Without a code, it failed: the reason seen before, if any.
  if (code !== null && !code.startsWith(REFUSED_PREFIX)) return response;
  const reason = code?.slice(REFUSED_PREFIX.length);
  const refusal: OAuthRefusal = isOAuthRefusal(reason) ? reason : (before ?? "failed");
  url.searchParams.delete("code");
  url.searchParams.set(OAUTH_ERROR_PARAM, refusal);
  url.searchParams.set("provider", provider);
  return new Response(null, { status: 302, headers: { Location: url.toString(), "Cache-Control": "no-store" } });
}

/** After `auth.addHttpRoutes(http)`: each enabled provider's callback (GET; neither uses form_post), in front of Convex Auth's. */
export function addOAuthCallbackRoutes(http: HttpRouter): void {
  for (const provider of enabledOAuthProviderIds()) {
    const path = `/api/auth/callback/${provider}`;
    const found = http.lookup(path, "GET");
    if (found === null) continue;
    const library = found[0] as unknown as HttpHandler;
    const handler = httpAction(async (ctx, request) => {
      const before = refusalBefore(request, provider);
      return withRefusal(await library._handler(ctx, request), provider, before);
    });
    // An exact path wins over Convex Auth's prefix route.
    http.route({ path, method: "GET", handler });
  }
}
