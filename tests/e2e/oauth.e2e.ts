import type { Page } from "playwright-core";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { oauthRefusalMessage } from "../../convex/model/oauth";
import { startApp, type RunningApp } from "../../scripts/lib/app";
import { appUrl, uniqueEmail, useAppUrl, useBrowser } from "./fixtures";
import { logIn, signUp, toast } from "./journeys";

/**
 * "Continue with Google / GitHub" against real OAuth servers on loopback (oauth2-mock-server):
 * one is Google's issuer (OpenID discovery, ID tokens), the other answers at GitHub's paths. The
 * shared backend has no provider on (its pages show no button), so this file starts its own.
 * The servers sign in whoever the test says, and can deny consent or forge the state.
 */

const browser = useBrowser();
let app: RunningApp;
let google: OAuth2Server;
let github: OAuth2Server;

type Person = { sub: string; email: string; name: string };
/** Who the Google account is in the next sign-in. */
let googlePerson: Person = { sub: "nobody", email: "nobody@example.com", name: "Nobody" };
/** What the consent screen does next: let through, say no, or come back with another state. */
let consent: "allow" | "deny" | "forge-state" = "allow";

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate("RS256");
  await google.start(0, "127.0.0.1");
  google.service.on("beforeAuthorizeRedirect", ({ url }: { url: URL }) => {
    if (consent === "deny") {
      url.searchParams.delete("code");
      url.searchParams.set("error", "access_denied");
    } else if (consent === "forge-state") url.searchParams.set("state", "forged-state");
    consent = "allow";
  });
  google.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { sub: googlePerson.sub, email: googlePerson.email, email_verified: true, name: googlePerson.name });
  });

  github = new OAuth2Server(undefined, undefined, {
    endpoints: { authorize: "/login/oauth/authorize", token: "/login/oauth/access_token", userinfo: "/user" },
  });
  await github.issuer.keys.generate("RS256");
  await github.start(0, "127.0.0.1");
  // GitHub is plain OAuth: no ID token, the profile from its API.
  github.service.on("beforeResponse", (response: { body: Record<string, unknown> }) => delete response.body.id_token);
  github.service.on("beforeUserinfo", (response: { body: unknown }) => {
    response.body = { id: 4242, login: "octo", name: "Octo Cat", email: octoEmail };
  });

  app = await startApp(inject("distDir") || undefined, {
    AUTH_GOOGLE_ID: "portfolio-builder-google",
    AUTH_GOOGLE_SECRET: "google-secret",
    AUTH_GOOGLE_ISSUER: google.issuer.url!,
    AUTH_GITHUB_ID: "portfolio-builder-github",
    AUTH_GITHUB_SECRET: "github-secret",
    AUTH_GITHUB_URL: github.issuer.url!,
    AUTH_GITHUB_API_URL: github.issuer.url!,
  });
  useAppUrl(app.appUrl);
});

afterAll(async () => {
  await app?.stop();
  await google?.stop();
  await github?.stop();
});

const octoEmail = uniqueEmail("octo");

/** Waits for the page to say why, in the words of model/oauth.ts. */
const refusalShown = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).waitFor();

async function continueWith(page: Page, provider: "Google" | "GitHub") {
  await page.getByRole("button", { name: `Continue with ${provider}` }).click();
}

describe("Continue with Google or GitHub", () => {
  test("no provider configured: no buttons", async () => {
    const page = await browser.open(await browser.context(), "/login");
    await page.goto(`${inject("appUrl")}/login`);
    await page.getByRole("button", { name: "Log in" }).waitFor();
    expect(await page.getByRole("button", { name: /Continue with/ }).count()).toBe(0);
    await page.goto(`${inject("appUrl")}/signup`);
    await page.getByRole("button", { name: "Sign Up" }).waitFor();
    expect(await page.getByRole("button", { name: /Continue with/ }).count()).toBe(0);
  });

  test("a new person continues with Google and lands on the dashboard; GitHub from the signup page too", async () => {
    const page = await browser.open(await browser.context(), "/login");
    googlePerson = { sub: `g-${Date.now()}`, email: uniqueEmail("grace"), name: "Grace Hopper" };
    await continueWith(page, "Google");
    await page.waitForURL(/\/dashboard$/);
    await toast(page, "Login successful!");
    await page.getByText("Welcome, Grace Hopper!").waitFor();

    const other = await browser.open(await browser.context(), "/signup");
    await continueWith(other, "GitHub");
    await other.waitForURL(/\/dashboard$/);
    await other.getByText("Welcome, Octo Cat!").waitFor();
  });

  test("denied consent comes back to /login with what to do; a forged state is refused", async () => {
    const page = await browser.open(await browser.context(), "/login");
    consent = "deny";
    await continueWith(page, "Google");
    await page.waitForURL(/\/login\?/);
    await refusalShown(page, oauthRefusalMessage("denied", "google"));

    consent = "forge-state";
    await continueWith(page, "Google");
    await page.waitForURL(/oauth-error=state/);
    await refusalShown(page, oauthRefusalMessage("state", "google"));
    // Neither signed anyone in.
    await page.goto(`${appUrl()}/dashboard`);
    await page.waitForURL(/\/login/);
  });

  test("an email with a password account is refused with the way to link; linking from the account page then works", async () => {
    const page = await browser.open(await browser.context(), "/signup");
    const email = uniqueEmail("ada");
    await signUp(page, email);
    googlePerson = { sub: `g-ada-${Date.now()}`, email, name: "Ada from Google" };
    await continueWith(page, "Google");
    await page.waitForURL(/oauth-error=account-exists/);
    await refusalShown(page, oauthRefusalMessage("account-exists", "google"));

    // As it says: log in with the password, then link Google on the account page.
    await logIn(page, email);
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${appUrl()}/account`);
    const methods = page.getByRole("region", { name: "Sign-in methods" });
    await methods.getByRole("button", { name: "Link Google" }).click();
    await page.waitForURL(/\/account\?linked=google/);
    await methods.getByText("Google is linked: you can now log in with it.").waitFor();
    await methods.getByRole("button", { name: "Unlink Google" }).waitFor();

    // Signed out, Google now opens Ada's account.
    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.waitForURL(/\/login$/);
    await continueWith(page, "Google");
    await page.waitForURL(/\/dashboard$/);
    await page.getByText(`Welcome, ${email}!`).waitFor();
  });
});
