import { createCookie, data, redirect } from "react-router";
import { api } from "../../../convex/_generated/api";
import { isOAuthProviderId, isOAuthRefusal, OAUTH_ERROR_PARAM, type OAuthProviderId, type OAuthRefusal } from "../../../convex/model/oauth";
import { APP_BASENAME } from "../../lib/basePath";
import { serverClient, serverConvex } from "../../lib/serverConvex.server";
import { DEFAULT_AFTER_LOGIN, NEXT_PARAM, readNext } from "../../lib/authRedirect";

/**
 * "Continue with GitHub / Google" from /login and /signup, which load no React: the buttons are
 * plain forms posting to /oauth/<provider> (startOAuth), and the provider's answer comes back,
 * through the deployment's callback (convex/oauthHttp.ts), to /oauth/finish (finishOAuth). The
 * server does both of Convex Auth's calls; the verifier that binds the two halves to this browser
 * stays in an HttpOnly cookie, never in the page or an address.
 */

type Context = Parameters<typeof serverClient>[0];
type AuthPage = "/login" | "/signup";

const NO_STORE = { "Cache-Control": "no-store" };

/** The verifier between the start and the finish (15 minutes, as Convex Auth's own cookies). */
const verifierCookie = createCookie("pb-oauth-verifier", {
  httpOnly: true,
  // Lax: sent on the top-level navigation back from the provider, not on other sites' requests.
  sameSite: "lax",
  path: `${APP_BASENAME}/oauth`,
  maxAge: 15 * 60,
});

const secure = (request: Request) => new URL(request.url).protocol === "https:" || request.headers.get("X-Forwarded-Proto") === "https";

/** The page a refusal returns to, with its reason (the page words it: OAuthButtons). */
function refusedPath(page: AuthPage, refusal: OAuthRefusal, provider: OAuthProviderId | null, next: string | null): string {
  const params = new URLSearchParams({ [OAUTH_ERROR_PARAM]: refusal, ...(provider ? { provider } : {}), ...(next ? { [NEXT_PARAM]: next } : {}) });
  return `${page}?${params}`;
}

const readPage = (params: URLSearchParams): AuthPage => (params.get("from") === "signup" ? "/signup" : "/login");

/** The providers the login and signup pages offer; none when the deployment cannot be asked (the form still works). */
export async function loadOAuthProviders(context: Context) {
  try {
    return await serverConvex(context).query(api.oauth.providers, {});
  } catch (error) {
    console.warn(`Could not ask which sign-in providers are on: ${(error as Error).message}`);
    return [];
  }
}

/** POST /oauth/<provider>?from=login|signup&next=…: to the provider's consent screen. */
export async function startOAuth(providerParam: string | undefined, request: Request, context: Context): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const page = readPage(params);
  const next = readNext(`?${params}`);
  if (!isOAuthProviderId(providerParam)) throw redirect(page, { status: 303, headers: NO_STORE });
  const provider = providerParam;
  const finish = `/oauth/finish?${new URLSearchParams({ provider, from: page.slice(1), ...(next ? { [NEXT_PARAM]: next } : {}) })}`;
  let started;
  try {
    started = await serverClient(context).action(api.auth.signIn, { provider, params: { redirectTo: finish } });
  } catch (error) {
    console.warn(`Could not start signing in with ${provider}: ${(error as Error).message}`);
    throw redirect(refusedPath(page, "failed", provider, next), { status: 303, headers: NO_STORE });
  }
  if (!started.redirect || !started.verifier) throw redirect(refusedPath(page, "failed", provider, next), { status: 303, headers: NO_STORE });
  const cookie = await verifierCookie.serialize(started.verifier, { secure: secure(request) });
  return redirect(started.redirect, { status: 303, headers: { ...NO_STORE, "Set-Cookie": cookie } });
}

/**
 * GET /oauth/finish: the deployment sends the browser here with a one-time code (or a refusal,
 * `oauth-error`). The code and this browser's verifier give the session, which the page hands to
 * the browser as a password sign-in posted without JavaScript does (SignedInHandoff).
 */
export async function finishOAuth(request: Request, context: Context) {
  const params = new URL(request.url).searchParams;
  const page = readPage(params);
  const next = readNext(`?${params}`);
  const provider = isOAuthProviderId(params.get("provider")) ? (params.get("provider") as OAuthProviderId) : null;
  const clear = await verifierCookie.serialize("", { maxAge: 0, secure: secure(request) });
  const refuse = (refusal: OAuthRefusal) =>
    redirect(refusedPath(page, refusal, provider, next), { status: 303, headers: { ...NO_STORE, "Set-Cookie": clear } });

  const error = params.get(OAUTH_ERROR_PARAM);
  if (error !== null) throw refuse(isOAuthRefusal(error) ? error : "failed");
  const code = params.get("code");
  const verifier: unknown = await verifierCookie.parse(request.headers.get("Cookie"));
  // No verifier: this browser did not start the sign-in (or took over 15 minutes).
  if (code === null || typeof verifier !== "string" || verifier === "") throw refuse("state");

  let tokens;
  try {
    tokens = (await serverClient(context).action(api.auth.signIn, { params: { code }, verifier })).tokens;
  } catch (error) {
    console.warn(`Could not finish signing in with ${provider ?? "a provider"}: ${(error as Error).message}`);
    throw refuse("failed");
  }
  if (!tokens) throw refuse("failed");
  // As after a password sign-in: the profile is created if missing (spec); a failure is retried at the next login.
  await serverClient(context, tokens.token)
    .mutation(api.users.ensureProfile, {})
    .catch((error: unknown) => console.error("Could not create the user profile", error));
  return data({ status: "signedIn" as const, tokens, to: `${APP_BASENAME}${next ?? DEFAULT_AFTER_LOGIN}` }, { headers: { ...NO_STORE, "Set-Cookie": clear } });
}
