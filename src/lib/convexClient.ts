import { ConvexReactClient } from "convex/react";
import type { AuthTokenFetcher } from "convex/browser";
import type { FunctionReference } from "convex/server";
import { JWT_PREFIX, storageNamespace } from "./convexAuthStorage";
import { convexLogger } from "./convexLogger";
import { convexUrl } from "./convexUrl";

type OnAuthChange = (isAuthenticated: boolean) => void;
type OnRefreshChange = (isRefreshing: boolean) => void;

/**
 * The app's client, which can sign in before React runs (`startSession`): a page's first queries
 * then travel with the stored token as the socket opens, while the rest of the app downloads,
 * instead of after hydration, the auth provider's effects and a round trip to confirm the token.
 * When the provider (ConvexAuthProvider) then signs in with that same token, it takes over the
 * session already confirmed rather than authenticating again; any other case is the client's own.
 */
class AppConvexClient extends ConvexReactClient {
  /** The early session until the provider takes it over: its token and where its callbacks go meanwhile. */
  private early: {
    token: string;
    confirmed: boolean | null;
    fetchToken: AuthTokenFetcher;
    onChange: OnAuthChange;
    onRefreshChange: OnRefreshChange;
  } | null = null;

  startSession(token: string) {
    const early = {
      token,
      confirmed: null as boolean | null,
      // A refresh needs the provider's refresh token: until it takes over, a refused token ends the early session.
      fetchToken: (async ({ forceRefreshToken }) => (forceRefreshToken ? null : token)) as AuthTokenFetcher,
      onChange: (confirmed: boolean) => void (early.confirmed = confirmed),
      onRefreshChange: (() => undefined) as OnRefreshChange,
    };
    this.early = early;
    super.setAuth(
      (args) => early.fetchToken(args),
      (confirmed) => early.onChange(confirmed),
      (refreshing) => early.onRefreshChange(refreshing),
    );
  }

  override setAuth(fetchToken: AuthTokenFetcher, onChange?: OnAuthChange, onRefreshChange?: OnRefreshChange) {
    const early = this.early;
    this.early = null;
    if (early === null || early.confirmed === false) return super.setAuth(fetchToken, onChange, onRefreshChange);
    void fetchToken({ forceRefreshToken: false }).then((token) => {
      // Another token, or the stored one refused meanwhile (the provider can refresh it): the usual sign-in.
      if (token !== early.token || early.confirmed === false) return super.setAuth(fetchToken, onChange, onRefreshChange);
      early.fetchToken = fetchToken;
      early.onRefreshChange = onRefreshChange ?? (() => undefined);
      early.onChange = onChange ?? (() => undefined);
      if (early.confirmed !== null) early.onChange(early.confirmed);
    });
  }
}

let client: AppConvexClient | undefined;

/**
 * The app's one Convex client. On the server (rendering an app screen's shell) it is a client
 * that never connects: it only opens its socket when a query or the auth effects run, and
 * neither happens during a server render.
 */
export function convexClient(): ConvexReactClient {
  if (typeof window === "undefined") return new ConvexReactClient("https://server-render.invalid");
  return browserClient();
}

function browserClient(): AppConvexClient {
  // The stored access token, once the deployment accepts it, serves until shortly before it expires
  // (a refresh is scheduled then): without this, every page load fetched a new one at once, an extra
  // round trip that also made the deployment run every query of the page again.
  return (client ??= new AppConvexClient(convexUrl(), { logger: convexLogger, initialAuthTokenReuse: true }));
}

let releaseEarly: (() => void) | null = null;

/**
 * Before the app's code has arrived (a page's early script: src/builder/firstLoad.ts): signs in with
 * the token this browser stored, if any, and subscribes to `queries`, so that their results are here
 * when the screen first renders. Only on a document's first load: once the app has its client, its
 * session is the provider's.
 */
export function startSession(queries: [FunctionReference<"query">, Record<string, unknown>][]): void {
  const token = localStorage.getItem(JWT_PREFIX + storageNamespace(convexUrl()));
  if (token === null || client !== undefined) return;
  const app = browserClient();
  app.startSession(token);
  const stops = queries.map(([query, args]) => app.watchQuery(query, args).onUpdate(() => undefined));
  releaseEarly = () => stops.forEach((stop) => stop());
}

/** The screen holds its own subscriptions now (its useQuery calls): the early ones end, the results stay. */
export function releaseEarlyQueries(): void {
  releaseEarly?.();
  releaseEarly = null;
}
