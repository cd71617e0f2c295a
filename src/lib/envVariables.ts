/**
 * Every environment variable the app, the web server, the Convex functions, the local backend and
 * the deploy tooling read: what each is for, its default with the local backend, and who must have
 * it set (env.ts checks and reads them). The README's Deploy table is this list; a test checks that every variable read in
 * convex/, src/, local-backend/ and scripts/ is here.
 *
 * No Node imports: the web server's loaders and the scripts share it. The browser reads only
 * VITE_CONVEX_URL, inlined by Vite at build time (src/lib/convexUrl.ts).
 */

import { DEFAULT_MAIL_FROM } from "../../convex/model/mail";

/** Who reads a variable. */
export type EnvUser = "browser build" | "web server" | "functions" | "deploy" | "local backend" | "tools";

export interface EnvVariable {
  name: string;
  usedBy: readonly EnvUser[];
  /** Must be set (in production) for these users; no default applies there. */
  requiredFor?: readonly EnvUser[];
  /** Other variables that satisfy the requirement when this one is unset. */
  or?: readonly string[];
  /** The value used when unset, with the local backend (`npm start`, `npm run dev`). */
  localDefault?: string;
  /** Provided by the Convex platform (or the local backend) to every deployment. */
  providedByConvex?: boolean;
  /** Never print the value. */
  secret?: boolean;
  description: string;
}

export const LOCAL_CONVEX_URL = "http://127.0.0.1:3210";

export const ENV_VARIABLES: readonly EnvVariable[] = [
  // The browser bundle and the web server.
  {
    name: "VITE_CONVEX_URL",
    usedBy: ["browser build", "web server"],
    requiredFor: ["browser build"],
    localDefault: "the page's own origin (the local backend serves the app and the Convex API together)",
    description:
      "Convex deployment URL baked into the browser bundle at build time (`npm run deploy` sets it); the web server falls back to it when CONVEX_URL is unset.",
  },
  {
    name: "CONVEX_URL",
    usedBy: ["web server", "tools"],
    requiredFor: ["web server"],
    or: ["VITE_CONVEX_URL"],
    localDefault: LOCAL_CONVEX_URL,
    description:
      "Convex deployment URL the web server's loaders query (public portfolio pages), read at run time; may be an internal address (e.g. http://backend:3210 in docker-compose.yml). Also selects the backend for `npm run convex:run`.",
  },
  {
    name: "PUBLIC_ORIGIN",
    usedBy: ["web server", "local backend"],
    requiredFor: ["web server"],
    or: ["SITE_URL"],
    localDefault: "SITE_URL's origin (the local backend's own, http://127.0.0.1:3210; Vite's under `npm run dev`)",
    description:
      "The site's public origin (e.g. https://portfolio.example.com) for every absolute address the web server writes: canonical links, Open Graph URLs, the sitemap and robots.txt. Never taken from a request's Host header; a custom domain's pages name that verified domain instead. Defaults to SITE_URL's origin.",
  },
  {
    name: "PORT",
    usedBy: ["web server", "local backend"],
    localDefault: "3210 (local backend; 5173 under `npm run dev`); 3000 for `npm run serve`",
    description: "Port to listen on.",
  },
  {
    name: "HOST",
    usedBy: ["web server", "local backend"],
    localDefault: "127.0.0.1 (local backend); all interfaces for `npm run serve`",
    description: "Interface to bind.",
  },
  {
    name: "NODE_ENV",
    usedBy: ["web server", "tools"],
    localDefault: "production under `npm run serve`",
    description: "`production` makes CONVEX_URL required for the web server.",
  },
  {
    name: "BUILD_DIR",
    usedBy: ["browser build", "web server"],
    localDefault: "dist",
    description: "Where `react-router build` writes client/ and server/ (react-router.config.ts).",
  },

  // The Convex functions: set on the deployment (`npx convex env set`, the dashboard, or `npm run deploy`).
  {
    name: "SITE_URL",
    usedBy: ["functions", "deploy", "web server", "local backend"],
    requiredFor: ["functions", "deploy"],
    localDefault: "the app's URL (http://127.0.0.1:3210/portfolio-builder/)",
    description:
      "Public URL of the web app, base path included (e.g. https://portfolio.example.com/portfolio-builder); Convex Auth and mail links use it, and the web server's addresses when PUBLIC_ORIGIN is unset. `npm run deploy` copies it to the deployment.",
  },
  {
    name: "JWT_PRIVATE_KEY",
    usedBy: ["functions"],
    requiredFor: ["functions"],
    secret: true,
    localDefault: "generated once into DATA_DIR/auth-keys.json",
    description: "Convex Auth's RS256 signing key (PKCS#8 PEM on one line). `npm run deploy` generates it with JWKS when the deployment has neither.",
  },
  {
    name: "JWKS",
    usedBy: ["functions"],
    requiredFor: ["functions"],
    localDefault: "generated with JWT_PRIVATE_KEY",
    description: "The public key set matching JWT_PRIVATE_KEY, served at /.well-known/jwks.json.",
  },
  {
    name: "CONVEX_SITE_URL",
    usedBy: ["functions", "web server"],
    providedByConvex: true,
    localDefault: "http://127.0.0.1:3211 (SITE_PORT)",
    description:
      "The deployment's HTTP actions origin; auth.config.ts names it as the token issuer. The web server sends page views and contact-form messages there; for Convex Cloud it is derived from CONVEX_URL (.convex.cloud → .convex.site), set it for a self-hosted backend.",
  },
  {
    name: "AUDIENCE_SECRET",
    usedBy: ["web server", "functions"],
    secret: true,
    localDefault: "generated once into DATA_DIR/audience-secret",
    description:
      "At least 32 random characters, the same on the web server and the deployment (`npx convex env set AUDIENCE_SECRET ...`): only calls carrying it may count page views or deliver contact-form messages, and it salts the daily visitor hash. Unset: views are not counted and the contact form is unavailable.",
  },
  {
    name: "PAGE_PASSWORD_SECRET",
    usedBy: ["functions"],
    secret: true,
    localDefault: "generated once and stored in the deployment (table pageUnlockKeys)",
    description:
      "At least 32 random characters: the HMAC key of password-protected pages' unlock cookies and tokens. Unset: the deployment makes one on the first unlock and keeps it. Changing it logs out every visitor who unlocked a page.",
  },
  { name: "CONVEX_CLOUD_URL", usedBy: ["functions"], providedByConvex: true, localDefault: LOCAL_CONVEX_URL, description: "The deployment's API origin." },
  { name: "AUTH_LOG_LEVEL", usedBy: ["functions"], localDefault: "WARN (DEBUG when LOG_LEVEL=debug)", description: "Convex Auth's log level." },
  {
    name: "RESEND_API_KEY",
    usedBy: ["functions"],
    secret: true,
    description: "Sends account mail (password reset, verification) through Resend; without it mail is logged, not sent.",
  },
  {
    name: "MAIL_FROM",
    usedBy: ["functions"],
    localDefault: DEFAULT_MAIL_FROM,
    description:
      "Sender of account mail, e.g. Portfolio Builder <noreply@your-domain> (a domain verified with Resend); a bare address is sent under the name Portfolio Builder.",
  },
  {
    name: "STRIPE_SECRET_KEY",
    usedBy: ["functions"],
    secret: true,
    description:
      'Payments (README "Turning Stripe on"): Stripe\'s secret key (sk_live_… or sk_test_…). Unset: this installation takes no payments; Subscribe says so and points to the contact page, and operators change plans with users:setPlan.',
  },
  {
    name: "STRIPE_WEBHOOK_SECRET",
    usedBy: ["functions"],
    secret: true,
    description: "Payments: the signing secret (whsec_…) of the webhook endpoint <CONVEX_SITE_URL>/stripe/webhook. Unset: the endpoint answers 404.",
  },
  { name: "STRIPE_PRICE_PRO_MONTHLY", usedBy: ["functions"], description: "Payments: the Stripe price id (price_…) of Pro billed monthly." },
  { name: "STRIPE_PRICE_PRO_YEARLY", usedBy: ["functions"], description: "Payments: the Stripe price id of Pro billed yearly." },
  { name: "STRIPE_PRICE_BUSINESS_MONTHLY", usedBy: ["functions"], description: "Payments: the Stripe price id of Business billed monthly." },
  { name: "STRIPE_PRICE_BUSINESS_YEARLY", usedBy: ["functions"], description: "Payments: the Stripe price id of Business billed yearly." },
  {
    name: "STRIPE_API_URL",
    usedBy: ["functions"],
    localDefault: "https://api.stripe.com",
    description: "Payments: another address for Stripe's API (a local stand-in such as stripe-mock; the tests' loopback server).",
  },
  {
    name: "AUTH_GITHUB_ID",
    usedBy: ["functions"],

    description:
      'Sign-in with GitHub (README "Continue with GitHub or Google"): the OAuth app\'s client id. With AUTH_GITHUB_SECRET it shows "Continue with GitHub" on /login, /signup and the account page; unset: no GitHub button.',
  },
  { name: "AUTH_GITHUB_SECRET", usedBy: ["functions"], secret: true, description: "Sign-in with GitHub: the OAuth app's client secret." },
  {
    name: "AUTH_GITHUB_URL",
    usedBy: ["functions"],
    localDefault: "https://github.com",
    description:
      "Sign-in with GitHub: where its OAuth endpoints are (/login/oauth/authorize, /login/oauth/access_token): GitHub Enterprise, or the browser suite's loopback OAuth server.",
  },
  {
    name: "AUTH_GITHUB_API_URL",
    usedBy: ["functions"],
    localDefault: "https://api.github.com",
    description: "Sign-in with GitHub: where its API is (/user, /user/emails); GitHub Enterprise: https://<host>/api/v3.",
  },
  {
    name: "AUTH_GOOGLE_ID",
    usedBy: ["functions"],

    description:
      'Sign-in with Google (README "Continue with GitHub or Google"): the OAuth client id. With AUTH_GOOGLE_SECRET it shows "Continue with Google"; unset: no Google button.',
  },
  { name: "AUTH_GOOGLE_SECRET", usedBy: ["functions"], secret: true, description: "Sign-in with Google: the OAuth client secret." },
  {
    name: "AUTH_GOOGLE_ISSUER",
    usedBy: ["functions"],
    localDefault: "https://accounts.google.com",
    description:
      "Sign-in with Google: another OpenID Connect issuer, found through its /.well-known/openid-configuration (the browser suite's loopback OAuth server).",
  },
  {
    name: "CUSTOM_DOMAIN_CNAME",
    usedBy: ["functions"],
    localDefault: "SITE_URL's host when it is a name",
    description:
      "Custom domains: the host name customers' CNAME records point at (a subdomain such as www.ana.design), e.g. sites.portfolio.example.com; it must reach the TLS proxy (Caddyfile).",
  },
  {
    name: "CUSTOM_DOMAIN_IPV4",
    usedBy: ["functions"],
    localDefault: "SITE_URL's host when it is an IPv4 address (127.0.0.1)",
    description: "Custom domains: comma-separated IPv4 addresses of the TLS proxy, for the A records of root domains (ana.design).",
  },
  { name: "CUSTOM_DOMAIN_IPV6", usedBy: ["functions"], description: "Custom domains: comma-separated IPv6 addresses of the TLS proxy, for AAAA records." },
  {
    name: "DNS_SERVERS",
    usedBy: ["functions"],
    localDefault: "the system's resolvers",
    description:
      "Custom domains: comma-separated DNS servers (host or host:port) the domain checks ask, instead of the system's; the browser suite points it at its loopback DNS server.",
  },
  {
    name: "WEBHOOKS_ALLOW_LOOPBACK",
    usedBy: ["functions"],
    description:
      "Tests and local use only: `1` lets webhook endpoints on this machine (http://127.0.0.1, localhost, [::1]) receive; never set it on a deployment, where endpoints must be public HTTPS addresses.",
  },
  {
    name: "MAIL_OUTBOX_URL",
    usedBy: ["functions"],
    localDefault: "set by the local backend",
    description: "Local backend only: where mail goes instead of Resend (its outbox).",
  },
  {
    name: "MAIL_OUTBOX_TOKEN",
    usedBy: ["functions"],
    secret: true,
    localDefault: "set by the local backend",
    description: "Local backend only: credential for MAIL_OUTBOX_URL.",
  },

  // Where `npm run deploy` (the Convex CLI) pushes; one of the three.
  {
    name: "CONVEX_DEPLOY_KEY",
    usedBy: ["deploy"],
    secret: true,
    description: "Convex Cloud: a production deploy key from the dashboard (Settings → Deploy keys).",
  },
  { name: "CONVEX_SELF_HOSTED_URL", usedBy: ["deploy"], description: "Self-hosted backend: its API URL (e.g. http://127.0.0.1:3210 with docker-compose.yml)." },
  {
    name: "CONVEX_SELF_HOSTED_ADMIN_KEY",
    usedBy: ["deploy"],
    secret: true,
    description: "Self-hosted backend: admin key from `docker compose exec backend ./generate_admin_key.sh`.",
  },
  {
    name: "CONVEX_DEPLOYMENT",
    usedBy: ["deploy"],
    description: "Convex Cloud project chosen by `npx convex dev` (written to .env.local); deploy then targets its production deployment.",
  },

  // The local backend (details in local-backend/README.md).
  {
    name: "SITE_PORT",
    usedBy: ["local backend"],
    localDefault: "PORT + 1",
    description: "Port of the site URL (HTTP actions, Convex Auth's /.well-known routes).",
  },
  { name: "BACKEND_PORT", usedBy: ["local backend"], localDefault: "3210", description: "`npm run dev` only: the backend's port (PORT is Vite's)." },
  { name: "DATA_DIR", usedBy: ["local backend", "tools"], localDefault: ".data", description: "Database, files and keys of the local backend." },
  { name: "DIST_DIR", usedBy: ["local backend"], localDefault: "dist", description: "The built app the local backend serves." },
  { name: "LOG_LEVEL", usedBy: ["local backend"], localDefault: "info", description: "debug, info, warn, error or silent." },
  {
    name: "PUBLIC_HOST",
    usedBy: ["local backend"],
    description: "Host names the local backend answers to besides localhost, when bound to a public interface.",
  },
  {
    name: "ANONYMOUS_CALLS_PER_MINUTE",
    usedBy: ["local backend"],
    localDefault: "see local-backend/README.md",
    description: "Local backend: call budget per anonymous client.",
  },
  {
    name: "AUTH_CALLS_PER_MINUTE",
    usedBy: ["local backend"],
    localDefault: "see local-backend/README.md",
    description: "Local backend: call budget for sign-in attempts.",
  },
  {
    name: "LOCAL_BACKEND_LIMITS",
    usedBy: ["local backend"],
    localDefault: "strict",
    description:
      "Local backend: `strict` runs functions under a deployment's rules (8 MiB and 16,384 documents read, 8 MiB and 8,192 written per transaction, 8 MiB arguments and return value, 1 s per query or mutation, \"Server Error\" for failures that are not a ConvexError); `loose` lifts them to Convex's larger limits, no time limit and full error messages (see local-backend/README.md).",
  },
  {
    name: "REQUESTS_PER_SECOND_PER_ADDRESS",
    usedBy: ["local backend"],
    localDefault: "20",
    description:
      "Local backend: API requests and sync messages per client address a second (a burst of twice that); past it the address's connections are paused until its budget refills (`off`: no budget).",
  },
  {
    name: "SOCKETS_PER_ADDRESS",
    usedBy: ["local backend"],
    localDefault: "64",
    description: "Local backend: open WebSocket connections per client address (`off`: no cap).",
  },
  {
    name: "SUBSCRIPTIONS_PER_ADDRESS",
    usedBy: ["local backend"],
    localDefault: "2048",
    description: "Local backend: live queries per client address, across all its sockets (`off`: no cap).",
  },
  {
    name: "PAGE_CACHE_MB",
    usedBy: ["web server", "local backend"],
    localDefault: "64",
    description: "Memory for published pages kept as rendered, in the web server (`npm run serve`) and the local backend (`0` turns the page cache off).",
  },
  {
    name: "SOCKETS_TOTAL",
    usedBy: ["local backend"],
    localDefault: "2000",
    description: "Local backend: open WebSocket connections in all (`off`: no cap).",
  },

  // Tests, benchmarks and screenshots.
  { name: "CHROME_PATH", usedBy: ["tools"], localDefault: "/usr/bin/chromium", description: "Browser for the e2e suite and Lighthouse." },
  { name: "CHROMIUM_PATH", usedBy: ["tools"], localDefault: "/usr/bin/chromium", description: "Browser for the template preview images." },
  { name: "TEMPLATE", usedBy: ["tools"], description: "`npm run screenshots:templates`: only this template." },
  { name: "REVIEW_DIR", usedBy: ["tools"], description: "Template preview script: also write PNGs here for review." },
  { name: "BENCH_DEBUG", usedBy: ["tools"], description: "bench:builder: `1` prints every keystroke's figures and saves a screenshot of the typed field." },
  {
    name: "TRACE_CATEGORIES",
    usedBy: ["tools"],
    description: "bench:builder --trace: Chromium trace categories to add, comma-separated (e.g. `toplevel`: each task's origin).",
  },
  { name: "BENCH_SECONDS", usedBy: ["tools"], localDefault: "10", description: "npm run bench:throughput: seconds per run." },
  { name: "BENCH_CONNECTIONS", usedBy: ["tools"], localDefault: "32", description: "npm run bench:throughput: concurrent connections." },
  { name: "E2E_DIST_DIR", usedBy: ["tools"], localDefault: "dist", description: "Browser suite: build into this directory." },
  { name: "E2E_SKIP_BUILD", usedBy: ["tools"], description: "Browser suite: `1` reuses the existing build." },
  {
    name: "LIGHTHOUSE_RUNS",
    usedBy: ["tools"],
    localDefault: "1 (suite), 5 (benches)",
    description: "Lighthouse pairs per page (the suite's quick pass; the benches' runs).",
  },
  {
    name: "BENCH_TEMPLATES",
    usedBy: ["tools"],
    localDefault: "every template",
    description: "npm run bench:public: the templates to measure, comma-separated.",
  },
  {
    name: "ONLY",
    usedBy: ["tools"],
    localDefault: "all",
    description: "npm run screenshots and the sample-picture script: only the screens or pictures whose names contain it.",
  },
  { name: "SKIP_BUILD", usedBy: ["tools"], localDefault: "unset", description: "npm run screenshots: 1 reuses dist/ instead of building." },
  {
    name: "WIDTHS",
    usedBy: ["tools"],
    localDefault: "375,1280",
    description: "npm run screenshots: the viewport widths, comma-separated (320 for the narrowest phones).",
  },
  { name: "SCHEMES", usedBy: ["tools"], localDefault: "light,dark", description: "npm run screenshots: the colour schemes, comma-separated." },
  {
    name: "LIGHTHOUSE_CONFIRM_RUNS",
    usedBy: ["tools"],
    localDefault: "5",
    description: "Lighthouse suite: pairs again for a page whose quick pair missed a budget.",
  },
  {
    name: "LIGHTHOUSE_TEMPLATES",
    usedBy: ["tools"],
    localDefault: "four sampled",
    description: "Lighthouse suite: `all` measures every template's published page.",
  },
];
