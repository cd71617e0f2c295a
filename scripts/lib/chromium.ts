import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

/** Debian's Chromium with the flags these machines need (root, no GPU, closed network). */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** `args` add flags (e.g. --host-resolver-rules); `env` e.g. a HOME whose NSS database trusts a test CA. */
export function launchChromium(options: { args?: string[]; env?: Record<string, string> } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...(options.args ?? [])],
    headless: true,
    ...(options.env && { env: { ...process.env, ...options.env } }),
  });
}

/** Console errors and uncaught exceptions a page produced; every journey asserts there are none. */
export type PageErrors = string[];

export function watchErrors(page: Page, errors: PageErrors = []): PageErrors {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()} (${page.url()})`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message} (${page.url()})`));
  // Chromium's console line for a failed load names the page, not the resource: record which.
  page.on("response", (response) => {
    if (response.status() >= 400) errors.push(`http ${response.status()}: ${response.url()}`);
  });
  return errors;
}

export async function newContext(
  browser: Browser,
  options: { width?: number; height?: number; clipboard?: boolean; javaScript?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    reducedMotion: "reduce",
    javaScriptEnabled: options.javaScript ?? true,
  });
  if (options.clipboard) await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  return context;
}
