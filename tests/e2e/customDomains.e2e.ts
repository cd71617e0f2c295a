import { request as httpsRequest } from "node:https";
import { request as httpRequest } from "node:http";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect as tlsConnect } from "node:tls";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { api } from "../../convex/_generated/api";
import { SEED_PASSWORD } from "../../scripts/lib/seed";
import { launchChromium, watchErrors } from "../../scripts/lib/chromium";
import { sampleFormData } from "../../src/sample/samplePortfolio";
import { homeTrusting, startCaddy, type RunningCaddy } from "../support/caddy";
import type { Zone } from "../support/loopbackDns";
import { appUrl, useBrowser } from "./fixtures";
import { logIn } from "./journeys";
import { seedPublished, type SeededUser } from "./seed";

/**
 * Custom domains for real, offline: the dashboard connects ana.test, the loopback DNS server
 * (tests/e2e/globalSetup.ts) gets its records, the server's check turns it verified, and Debian's
 * Caddy, running the project's Caddyfile with its local CA, serves https://ana.test/ to a Chromium
 * that trusts that CA (an NSS database in its HOME) and resolves the names to Caddy's port.
 */
const browser = useBrowser();
let caddy: RunningCaddy;
let trustHome: string;
let domainBrowser: Browser;
let owner: SeededUser;
let slug: string;

const publishDns = (zone: Zone) => writeFileSync(inject("dnsZoneFile"), JSON.stringify(zone));
const backend = () => new URL(inject("backendUrl"));

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request through Caddy: TLS for `servername`, whatever Host header the test chooses. */
function viaCaddy(servername: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      { host: "127.0.0.1", port: caddy.httpsPort, servername, path, headers: { Host: servername, ...headers }, ca: readFileSync(caddy.rootCert) },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** A request straight to the app's server (no proxy), with any Host header. */
function direct(path: string, headers: Record<string, string>, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: backend().hostname, port: backend().port, path, method, headers }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Whether Caddy completes a TLS handshake for `servername` with a certificate from its CA. */
function handshake(servername: string): Promise<{ ok: true; names: string } | { ok: false; error: string }> {
  return new Promise((resolve) => {
    const socket = tlsConnect({ host: "127.0.0.1", port: caddy.httpsPort, servername, ca: readFileSync(caddy.rootCert) }, () => {
      const names = socket.getPeerCertificate().subjectaltname ?? "";
      socket.end();
      resolve({ ok: true, names });
    });
    socket.on("error", (error) => resolve({ ok: false, error: error.message }));
  });
}

beforeAll(async () => {
  caddy = await startCaddy({ upstream: backend().host, askUrl: `${appUrl()}/tls-ask`, platformHost: "platform.test" });
  trustHome = homeTrusting(caddy.rootCert);
  const map = ["ana.test", "unverified.test"].map((name) => `MAP ${name} 127.0.0.1:${caddy.httpsPort}`).join(", ");
  domainBrowser = await launchChromium({ args: [`--host-resolver-rules=${map}`], env: { HOME: trustHome } });
  owner = await seedPublished("minimalist");
  await owner.client.mutation(api.audience.setContactForm, { enabled: true });
  slug = (await owner.client.query(api.portfolios.dashboard, {}))!.published!.slug!;
}, 120_000);

afterAll(async () => {
  await domainBrowser?.close();
  await caddy?.stop();
  if (trustHome) rmSync(trustHome, { recursive: true, force: true });
  publishDns({});
});

describe("custom domains", () => {
  test("connect ana.test on the dashboard, publish its records, verified; https://ana.test/ serves the portfolio through Caddy", async () => {
    const page = await browser.open(await browser.context(), "/login");
    await logIn(page, owner.email, SEED_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    const panel = page.getByRole("region", { name: "Custom domain" });
    await panel.getByRole("textbox", { name: "Domain" }).fill("ANA.test");
    await panel.getByRole("button", { name: "Connect" }).click();
    const item = panel.getByRole("listitem", { name: /ana\.test/ });
    await item.getByText("Waiting for DNS", { exact: true }).waitFor();
    // The exact records: an A record to the platform's address and a TXT record with this domain's token.
    expect(await item.locator('[data-record-type="A"] code').allTextContents()).toEqual(["A", "ana.test", "127.0.0.1"]);
    const [, txtName, txtValue] = await item.locator('[data-record-type="TXT"] code').allTextContents();
    expect(txtName).toBe("_portfolio-builder.ana.test");
    expect(txtValue).toMatch(/^portfolio-builder-verify=[0-9a-f]{32}$/);

    // Not verified yet: Caddy is told no, so there is no certificate.
    expect(await handshake("ana.test")).toMatchObject({ ok: false });

    publishDns({ "ana.test": { A: ["127.0.0.1"] }, "_portfolio-builder.ana.test": { TXT: [txtValue] } });
    await item.getByRole("button", { name: "Check now" }).click();
    await item.getByText("Verified", { exact: true }).waitFor({ timeout: 15_000 });
    expect(await item.getByTestId("domain-state").textContent()).toBe("Live: your portfolio is at https://ana.test/");

    const handshakeAfter = await handshake("ana.test");
    expect(handshakeAfter).toEqual({ ok: true, names: "DNS:ana.test" });

    const context = await domainBrowser.newContext({ viewport: { width: 1280, height: 860 } });
    const site = await context.newPage();
    watchErrors(site, browser.errors);
    const response = await site.goto("https://ana.test/");
    expect(response?.status()).toBe(200);
    await site.getByRole("heading", { name: sampleFormData.name }).first().waitFor();
    expect(await site.locator('link[rel="canonical"]').getAttribute("href")).toBe("https://ana.test/");
    expect(await site.locator('meta[property="og:url"]').getAttribute("content")).toBe("https://ana.test/");
    const jsonLd = JSON.parse((await site.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
    expect(JSON.stringify(jsonLd)).toContain('"https://ana.test/"');
    expect(await site.locator('meta[property="og:image"]').getAttribute("content")).toMatch(/^https?:\/\//);
    // The page's live script reaches the deployment (not the customer's origin).
    expect(await site.locator("main[data-live-query]").getAttribute("data-convex-url")).toBe(inject("backendUrl"));

    // Its own robots.txt and sitemap.xml.
    expect((await viaCaddy("ana.test", "/robots.txt")).body).toContain("Sitemap: https://ana.test/sitemap.xml");
    const sitemap = await viaCaddy("ana.test", "/sitemap.xml");
    expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(sitemap.body).toContain("<loc>https://ana.test/</loc>");

    // The contact form posts to the domain's own page.
    await site.goto("https://ana.test/#contact");
    await site.getByRole("textbox", { name: "Your name" }).fill("Visitor");
    await site.getByRole("textbox", { name: "Your email" }).fill("visitor@example.com");
    await site.getByRole("textbox", { name: "Message" }).fill("Hello from your own domain.");
    await site.getByRole("button", { name: "Send message" }).click();
    await site.getByText("Thank you! Your message has been sent.").waitFor();
    await context.close();

    // The platform's address forwards to the domain.
    const moved = await fetch(`${appUrl()}/p/${slug}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("https://ana.test/");
  });

  test("a password-protected page asks for its password on its own domain, and the password opens it there", async () => {
    await owner.client.action(api.pagePasswords.set, { password: "open sesame 1", name: "A private portfolio" });
    const context = await domainBrowser.newContext({ viewport: { width: 375, height: 800 } });
    const site = await context.newPage();
    watchErrors(site, browser.errors);
    try {
      await site.goto("https://ana.test/");
      await site.getByRole("heading", { name: "A private portfolio" }).waitFor();
      expect(await site.content()).not.toContain(sampleFormData.name);
      await site.getByLabel("Password").fill("open sesame 1");
      await site.getByRole("button", { name: "Unlock" }).click();
      await site.getByRole("heading", { name: sampleFormData.name, level: 1 }).waitFor();
      // The unlock cookie belongs to the domain's page.
      expect((await context.cookies("https://ana.test/")).find((cookie) => cookie.name === "pb_unlock")).toMatchObject({ httpOnly: true, path: "/" });
      await site.reload();
      await site.getByRole("heading", { name: sampleFormData.name, level: 1 }).waitFor();
    } finally {
      await context.close();
      await owner.client.mutation(api.pagePasswords.remove, {});
    }
  });

  test("an unverified name gets no certificate; unknown Hosts answer 404; the app never answers on a customer's domain", async () => {
    const unverified = await handshake("unverified.test");
    expect(unverified.ok).toBe(false);
    const page = await (await domainBrowser.newContext()).newPage();
    await expect(page.goto("https://unverified.test/")).rejects.toThrow(/ERR_/);

    // TLS for the verified name, another Host inside: Caddy passes it on, the app finds nothing.
    const random = await viaCaddy("ana.test", "/", { Host: "random-name.test" });
    expect(random.status).toBe(404);
    expect(random.body).not.toContain(sampleFormData.name);
    // X-Forwarded-Host is never read: the page names ana.test whatever the header says.
    const forwarded = await viaCaddy("ana.test", "/", { "X-Forwarded-Host": "evil.test" });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body).toContain('<link rel="canonical" href="https://ana.test/"/>');
    expect(forwarded.body).not.toContain("evil.test");
    // App screens and the API are not on a customer's domain, through Caddy or not.
    for (const path of [
      "/portfolio-builder/dashboard",
      "/portfolio-builder/home",
      "/portfolio-builder/login",
      "/portfolio-builder/tls-ask?domain=ana.test",
      "/portfolio-builder/assets/../home",
      `/p/${slug}`,
    ]) {
      const answer = await viaCaddy("ana.test", path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/Dashboard|Log in|<script type="module" src/);
    }
    for (const [path, method] of [
      ["/api/query", "POST"],
      ["/portfolio-builder/dashboard", "POST"],
      ["/api/storage/x", "GET"],
      ["/portfolio-builder/dashboard", "GET"],
      ["/portfolio-builder/%2e%2e/portfolio-builder/home", "GET"],
    ] as const) {
      const answer = await direct(path, { Host: "ana.test" }, method);
      expect(answer.status, path).toBe(404);
    }
    expect((await direct("/", { Host: "ANA.TEST:443" })).status).toBe(200);
    expect((await direct("/", { Host: "random-name.test" })).status).toBe(404);
    expect((await direct("/portfolio-builder/home", { Host: "random-name.test" })).status).toBe(404);
    // Nor does the platform serve the domain routes under its own name.
    expect((await fetch(`${appUrl()}/_site/`)).status).toBe(404);
    // The platform's redirect names the stored domain, never a header.
    const poisoned = await fetch(`${appUrl()}/p/${slug}`, { redirect: "manual", headers: { "X-Forwarded-Host": "evil.test" } });
    expect(poisoned.headers.get("location")).toBe("https://ana.test/");

    // The ask endpoint: yes for the verified domain only.
    expect((await fetch(`${appUrl()}/tls-ask?domain=ana.test`)).status).toBe(200);
    expect((await fetch(`${appUrl()}/tls-ask?domain=unverified.test`)).status).toBe(404);
    expect((await fetch(`${appUrl()}/tls-ask?domain=${"x".repeat(300)}`)).status).toBe(404);
    // Through Caddy the ask endpoint is closed: only Caddy itself calls it, on the internal address.
    expect((await viaCaddy("platform.test", "/portfolio-builder/tls-ask?domain=ana.test")).status).toBe(404);
  });
});
