import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { launchChromium, newContext, watchErrors, type PageErrors } from "../../scripts/lib/chromium";

let ownAppUrl: string | undefined;

/** The app's base URL, e.g. http://127.0.0.1:41234/portfolio-builder (no trailing slash). */
export const appUrl = () => ownAppUrl ?? inject("appUrl");

/**
 * Points this file's journeys (`open`, the helpers in journeys.ts) at an app of its own: one
 * started with settings the shared backend must not have (Stripe's, in payments.e2e.ts).
 */
export function useAppUrl(url: string): void {
  ownAppUrl = url;
}

/**
 * One Chromium per test file; pages opened through `open` are watched for console errors, and
 * the file fails at the end if any page logged one.
 */
export function useBrowser() {
  const state: { browser?: Browser; contexts: BrowserContext[]; errors: PageErrors } = { contexts: [], errors: [] };
  beforeAll(async () => {
    state.browser = await launchChromium();
  });
  afterAll(async () => {
    await state.browser?.close();
    expect(state.errors, "console errors during this file's journeys").toEqual([]);
  });
  return {
    /** A fresh browser profile (cookies, storage) — a different person or device. */
    async context(options?: Parameters<typeof newContext>[1]) {
      const context = await newContext(state.browser!, options);
      state.contexts.push(context);
      return context;
    },
    /** A new page in `context`, at `route` under the app's base path. */
    async open(context: BrowserContext, route: string): Promise<Page> {
      const page = await context.newPage();
      watchErrors(page, state.errors);
      await page.goto(appUrl() + route);
      return page;
    },
    /** Errors seen so far (a journey that expects one can remove it). */
    errors: state.errors,
  };
}

let counter = 0;
export const uniqueEmail = (name = "user") => `${name}.${Date.now().toString(36)}${counter++}@example.com`;
export const PASSWORD = "correct horse 42";

/**
 * A refused sign-in on a first load of /login or /signup is expected: their scripts (src/account/auth-page,
 * src/account/passkeys/script) call auth:signIn and the passkeys:* mutations over Convex's HTTP API,
 * which answers a function's error with status 560 (Chromium logs it). Drops those entries only: any
 * other error still fails the file.
 */
export function forgetRefusedSignIns(errors: PageErrors): void {
  const refused = (entry: string) =>
    /^http 560: \S+\/api\/(action|mutation)$/.test(entry) || /^console: Failed to load resource: .* status of 560 .*\/(login|signup)(\?\S*)?\)$/.test(entry);
  for (let i = errors.length - 1; i >= 0; i--) if (refused(errors[i])) errors.splice(i, 1);
}
