import GitHub, { type GitHubProfile } from "@auth/core/providers/github";
import Google, { type GoogleProfile } from "@auth/core/providers/google";
import type { OAuthProviderId } from "../model/oauth";
import { normalizeEmail } from "../model/validation";

/**
 * The OAuth providers this deployment offers, from its environment: a provider is on when both
 * its client id and secret are set, and nothing shows it otherwise. The *_URL / *_ISSUER
 * settings point a provider somewhere else than the real one (GitHub Enterprise, or the browser
 * suite's loopback OAuth server).
 */

/* eslint-disable @convex-dev/no-process-env -- providers are switched on by deployment environment variables */
const env = (name: string) => process.env[name]?.trim() || undefined;
/* eslint-enable @convex-dev/no-process-env */

/**
 * PKCE binds the provider's code to this browser; the state too (Auth.js leaves it off for most
 * providers), so an answer carrying another state is refused, as the browser suite checks.
 */
const CHECKS: ("pkce" | "state")[] = ["pkce", "state"];

type GitHubEmail = { email: string; primary: boolean; verified: boolean };

/**
 * GitHub's public profile email can only be a verified one; without it, the primary address
 * from /user/emails counts as verified only if GitHub says so.
 */
function github(clientId: string, clientSecret: string) {
  const web = env("AUTH_GITHUB_URL") ?? "https://github.com";
  const api = env("AUTH_GITHUB_API_URL") ?? "https://api.github.com";
  const base = GitHub({ clientId, clientSecret });
  return GitHub({
    clientId,
    clientSecret,
    issuer: `${web}/login/oauth`,
    checks: CHECKS,
    authorization: { url: `${web}/login/oauth/authorize`, params: { scope: "read:user user:email" } },
    token: `${web}/login/oauth/access_token`,
    userinfo: {
      url: `${api}/user`,
      async request({ tokens }: { tokens: { access_token?: string } }) {
        const headers = { Authorization: `Bearer ${tokens.access_token}`, "User-Agent": "portfolio-builder", Accept: "application/vnd.github+json" };
        const profile = (await (await fetch(`${api}/user`, { headers })).json()) as GitHubProfile & { email_verified?: boolean };
        if (profile.email) return { ...profile, email_verified: true };
        const answer = await fetch(`${api}/user/emails`, { headers });
        const emails = answer.ok ? ((await answer.json()) as GitHubEmail[]) : [];
        const chosen = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified) ?? emails.find((e) => e.primary);
        return { ...profile, email: chosen?.email ?? null, email_verified: chosen?.verified === true };
      },
    },
    profile(profile: GitHubProfile & { email_verified?: boolean }) {
      return {
        id: String(profile.id),
        name: profile.name ?? profile.login,
        ...(profile.email ? { email: normalizeEmail(profile.email) } : {}),
        emailVerified: profile.email_verified === true,
      };
    },
    style: base.style,
  });
}

function google(clientId: string, clientSecret: string) {
  return Google({
    clientId,
    clientSecret,
    checks: CHECKS,
    ...(env("AUTH_GOOGLE_ISSUER") ? { issuer: env("AUTH_GOOGLE_ISSUER") } : {}),
    profile(profile: GoogleProfile) {
      return {
        id: profile.sub,
        ...(profile.name ? { name: profile.name } : {}),
        ...(profile.email ? { email: normalizeEmail(profile.email) } : {}),
        emailVerified: profile.email_verified === true,
      };
    },
  });
}

const FACTORIES: Record<
  OAuthProviderId,
  { id: string; secret: string; make: (id: string, secret: string) => ReturnType<typeof GitHub> | ReturnType<typeof Google> }
> = {
  github: { id: "AUTH_GITHUB_ID", secret: "AUTH_GITHUB_SECRET", make: github },
  google: { id: "AUTH_GOOGLE_ID", secret: "AUTH_GOOGLE_SECRET", make: google },
};

/** Ids of the providers switched on, in the order the buttons show them. */
export function enabledOAuthProviderIds(): OAuthProviderId[] {
  return (Object.keys(FACTORIES) as OAuthProviderId[]).filter((id) => env(FACTORIES[id].id) !== undefined && env(FACTORIES[id].secret) !== undefined);
}

/** Convex Auth's provider configurations for the providers switched on. */
export function oauthProviders() {
  return enabledOAuthProviderIds().map((id) => FACTORIES[id].make(env(FACTORIES[id].id)!, env(FACTORIES[id].secret)!));
}
