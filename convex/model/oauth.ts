/**
 * "Continue with GitHub / Google": the providers the app knows, and why a sign-in through one was
 * refused. The server decides the reason (a short code in the address it sends the browser back
 * to); the pages word it from here, so no text travels in an address.
 */

export const OAUTH_PROVIDERS = [
  { id: "github", name: "GitHub" },
  { id: "google", name: "Google" },
] as const;

export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number]["id"];

export const isOAuthProviderId = (value: unknown): value is OAuthProviderId => OAUTH_PROVIDERS.some((provider) => provider.id === value);

export const oauthProviderName = (id: OAuthProviderId): string => OAUTH_PROVIDERS.find((provider) => provider.id === id)!.name;

/** Why a sign-in through a provider did not go through. */
export const OAUTH_REFUSALS = [
  /** The person said no on the provider's consent screen. */
  "denied",
  /** The answer did not carry the state this browser was given: not started here, replayed or forged. */
  "state",
  /** The provider's email belongs to an account of ours that the person has not proven they own. */
  "account-exists",
  /** This provider account already signs in to another of our accounts. */
  "linked-elsewhere",
  /** The signed-in account already has another account of this provider linked. */
  "already-linked",
  /** The provider gave no email address; an account here needs one. */
  "no-email",
  /** Too many new accounts right now (the sign-up limits). */
  "too-many",
  /** Anything else: the provider or the exchange failed. */
  "failed",
] as const;

export type OAuthRefusal = (typeof OAUTH_REFUSALS)[number];

export const isOAuthRefusal = (value: unknown): value is OAuthRefusal => OAUTH_REFUSALS.includes(value as OAuthRefusal);

/** The query parameter the browser comes back with when a sign-in was refused (with `provider`). */
export const OAUTH_ERROR_PARAM = "oauth-error";

/** What went wrong and what to do next, for a refusal through `provider`. */
export function oauthRefusalMessage(refusal: OAuthRefusal, provider: OAuthProviderId): string {
  const name = oauthProviderName(provider);
  switch (refusal) {
    case "denied":
      return `${name} did not let us sign you in because access was not allowed. Try again and choose Allow, or log in with your email and password.`;
    case "state":
      return `That ${name} sign-in was not started in this browser, or it was already used. Start again with "Continue with ${name}".`;
    case "account-exists":
      return `An account with this email already exists. Log in with your email and password, then link ${name} under "Sign-in methods" on your account page.`;
    case "linked-elsewhere":
      return `This ${name} account is already linked to another Portfolio Builder account. Log in to that account with ${name}, or unlink it there first.`;
    case "already-linked":
      return `Your account already has another ${name} account linked. Unlink it first, then link this one.`;
    case "no-email":
      return `${name} did not share an email address with us. Add a verified email address to your ${name} account, or sign up with your email and a password.`;
    case "too-many":
      return "Too many new accounts are being made right now. Wait a few minutes and try again.";
    case "failed":
      return `Signing in with ${name} did not work. Try again in a moment, or log in with your email and password.`;
  }
}
