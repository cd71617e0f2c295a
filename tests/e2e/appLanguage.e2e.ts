import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { appUrl, forgetRefusedSignIns, PASSWORD, uniqueEmail, useBrowser } from "./fixtures";
import { toast } from "./journeys";
import { seedUser } from "./seed";

const browser = useBrowser();
const SHOTS = path.resolve(import.meta.dirname, "../../test-results/app-language");

const documentLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Issue 43: the app in French, chosen in the footer, kept on the account and across reloads, and back to English. */
describe("the app in French", () => {
  test("choose Français on /home, sign up and log in in French, the account keeps it, English comes back", async () => {
    const context = await browser.context();
    const page = await browser.open(context, "/home");
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Français" }).click();
    await page.waitForURL(/\/portfolio-builder\/home$/);
    await page.getByRole("link", { name: "Commencer gratuitement" }).waitFor();
    expect(await documentLanguage(page)).toBe("fr");
    expect(await page.getByRole("heading", { name: "Comment ça marche" }).count()).toBe(1);

    // The sign-in pages (no React on a first load) are French too, their script's words included.
    await page.getByRole("navigation", { name: "Navigation principale", exact: true }).getByRole("link", { name: "Inscription" }).click();
    await page.getByRole("heading", { level: 1, name: "Créez votre compte" }).waitFor();
    expect(await documentLanguage(page)).toBe("fr");
    const email = uniqueEmail("francoise");
    await page.getByRole("textbox", { name: "E-mail" }).fill(email);
    await page.getByRole("textbox", { name: "Mot de passe" }).fill(PASSWORD);
    await page.getByRole("button", { name: "S’inscrire" }).click();
    await toast(page, "Votre compte est créé !");
    await page.waitForURL(/\/login$/);
    await page.getByRole("heading", { level: 1, name: "Connexion" }).waitFor();
    await page.getByRole("textbox", { name: "Mot de passe" }).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/dashboard$/);

    // /pricing without React: its words in French, and the member's script marks their plan in French too.
    await page.goto(appUrl() + "/pricing");
    await page.getByRole("heading", { level: 1, name: "Nos offres" }).waitFor();
    await page.getByRole("article", { name: "Gratuit" }).getByText("Votre offre").waitFor();
    expect(await page.getByRole("link", { name: "Aller au tableau de bord : Gratuit" }).count()).toBe(1);

    // The account (signed up in French) shows Français chosen; a reload stays French.
    await page.goto(appUrl() + "/account");
    await page.getByRole("heading", { level: 1, name: "Compte" }).waitFor();
    const chooser = () => page.getByRole("region", { name: "Langue" }).locator("input:not([type=hidden])");
    expect(await chooser().inputValue()).toBe("Français");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Compte" }).waitFor();
    expect(await documentLanguage(page)).toBe("fr");

    // Back to English: the spec's texts again, here and on the next pages.
    await chooser().click();
    await page.getByRole("option", { name: "English" }).click();
    await page.getByRole("heading", { level: 1, name: "Account" }).waitFor();
    expect(await documentLanguage(page)).toBe("en");
    await page.goto(appUrl() + "/home");
    await page.getByRole("link", { name: "Get started free" }).waitFor();
    expect(await documentLanguage(page)).toBe("en");
  });

  test("home, login and pricing in French at 375 and 1280 px, light and dark (screenshots)", async () => {
    const context = await browser.context();
    await context.addCookies([{ name: "lang", value: "fr", url: appUrl() }]);
    const page = await browser.open(context, "/home");
    for (const route of ["home", "login", "pricing"]) {
      for (const width of [375, 1280]) {
        for (const colorScheme of ["light", "dark"] as const) {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme });
          await page.goto(`${appUrl()}/${route}`);
          expect(await documentLanguage(page)).toBe("fr");
          // Nothing wider than the screen: longer French words must wrap, not overflow.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${route} ${width}`).toBeLessThanOrEqual(width);
          await page.screenshot({ path: path.join(SHOTS, `${route}-${width}-${colorScheme}.png`), fullPage: true });
        }
      }
    }
  });

  test("a portfolio address that shows nothing answers in the visitor's language (404 in French at 375 and 1280 px, light and dark)", async () => {
    const context = await browser.context();
    await context.addCookies([{ name: "lang", value: "fr", url: appUrl() }]);
    const page = await browser.open(context, "/home");
    for (const width of [375, 1280]) {
      for (const colorScheme of ["light", "dark"] as const) {
        await page.setViewportSize({ width, height: 700 });
        await page.emulateMedia({ colorScheme });
        const answer = await page.goto(`${appUrl()}/p/nobody-publishes-here`);
        expect(answer?.status()).toBe(404);
        expect(await documentLanguage(page)).toBe("fr");
        expect(await page.title()).toBe("Portfolio non disponible");
        await page.getByRole("heading", { level: 1, name: "Ce portfolio n’est pas disponible" }).waitFor();
        expect(await page.getByRole("link", { name: "Aller à l’accueil de Portfolio Builder" }).count()).toBe(1);
        // Still no script on it: the words came with the page.
        expect(await page.locator("script[src]").count()).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: path.join(SHOTS, `unavailable-${width}-${colorScheme}.png`), fullPage: true });
      }
    }
    // The 404s asked for (Chromium logs each): only those.
    for (let i = browser.errors.length - 1; i >= 0; i--) if (/\b404\b.*\/p\/nobody-publishes-here\b/.test(browser.errors[i])) browser.errors.splice(i, 1);
  });

  test("a passkey sign-up the server refuses says so in French, as a password one does", async () => {
    const taken = await seedUser("deja-inscrite");
    const context = await browser.context();
    await context.addCookies([{ name: "lang", value: "fr", url: appUrl() }]);
    const page = await browser.open(context, "/signup");
    await page.getByRole("textbox", { name: "E-mail" }).fill(taken.email);
    // Refused by passkeys:signUpOptions before any authenticator is asked.
    await page.getByRole("button", { name: "Utiliser une clé d’accès" }).click();
    await toast(page, "Un compte existe déjà avec cet e-mail. Connectez-vous plutôt.");
    forgetRefusedSignIns(browser.errors);
  });
});
