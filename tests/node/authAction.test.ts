import { createRequire } from "node:module";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from "react-router";
import { ConvexHttpClient } from "convex/browser";
import { describe, expect, test } from "vitest";
import { api } from "../../convex/_generated/api";
import AppShell from "../../src/app/appShell.route";
import VisitorLayout from "../../src/app/visitorLayout.route";
import * as login from "../../src/account/login.route";
import * as signup from "../../src/account/signup.route";
import type { AuthAnswer } from "../../src/account/auth/authAnswer";
import { NEEDS_JAVASCRIPT } from "../../src/account/auth/authTexts";
import { PASSWORD, signUp, uniqueEmail, useSpawnedBackend } from "../local-backend/helpers";
import { routeComponent } from "../support/routeComponent";

// The web suite's DOM, to read the rendered pages (the package ships no types; this is all we use of it).
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: { document: Document } } };

/**
 * /login's and /signup's forms posted before their script ran, answered by the server: the real
 * route modules in the app's layouts, rendered as the server renders their static document, and
 * the real auth:signIn of a local spawned().
 */
const spawned = useSpawnedBackend();

const route = (id: string, path: string, module: typeof login | typeof signup): RouteObject => ({
  id,
  path,
  loader: module.loader as RouteObject["loader"],
  action: module.action as RouteObject["action"],
  Component: routeComponent(module.default),
  handle: module.handle,
});
const routes: RouteObject[] = [
  {
    id: "app",
    Component: AppShell,
    children: [{ id: "visitor", Component: VisitorLayout, children: [route("login", "login", login), route("signup", "signup", signup)] }],
  },
];
const handler = createStaticHandler(routes, { basename: "/portfolio-builder" });

type Answered = { status: number; headers: Headers; answer: AuthAnswer | undefined; page: Document };

/** A request to the app's router (a post is the static form's), and the document it renders. */
async function request(path: string, form?: Record<string, string>): Promise<Answered | Response> {
  const url = `http://app.test/portfolio-builder${path}`;
  const init: RequestInit = form ? { method: "POST", body: new URLSearchParams(form), headers: { Origin: "http://app.test" } } : {};
  const context = await handler.query(new Request(url, init), { requestContext: { convexUrl: spawned().url } });
  if (context instanceof Response) return context;
  const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
  const id = path.startsWith("/login") ? "login" : "signup";
  return {
    status: context.statusCode,
    headers: actionHeaders(context, id),
    answer: context.actionData?.[id] as AuthAnswer | undefined,
    page: new JSDOM(html).window.document,
  };
}

/** The document's headers as the route's `headers` export makes them from the action's. */
function actionHeaders(context: StaticHandlerContext, id: string): Headers {
  return login.headers({ actionHeaders: context.actionHeaders[id] ?? new Headers() });
}

async function answered(path: string, form?: Record<string, string>): Promise<Answered> {
  const result = await request(path, form);
  if (result instanceof Response) throw new Error(`expected a page, got a ${result.status} to ${result.headers.get("Location")}`);
  return result;
}

const field = (page: Document, name: string) => page.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const describedBy = (page: Document, input: HTMLInputElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => page.getElementById(id)?.textContent)
    .filter(Boolean);

describe("the auth pages' forms posted before their script ran", () => {
  test("invalid fields come back with their errors, tied to the fields, the email kept and never the password", async () => {
    const { status, headers, page } = await answered("/signup", { email: "ada@example", password: "short" });
    expect(status).toBe(400);
    expect(headers.get("Cache-Control")).toBe("no-store");
    const email = field(page, "email");
    const password = field(page, "password");
    expect(email.value).toBe("ada@example");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(page, email)).toEqual(["Enter a valid email address."]);
    expect(page.getElementById("auth-email-error")?.textContent).toBe("Enter a valid email address.");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(page, password)).toContain("Password must be at least 8 characters.");
    expect(password.getAttribute("value")).toBeNull();
    // Without JavaScript the page starts at the first field to correct.
    expect(email.hasAttribute("autofocus")).toBe(true);
    expect(password.hasAttribute("autofocus")).toBe(false);

    // Logging in only asks for a password (no length rule): the password field is the one to correct.
    const loginAnswer = await answered("/login", { email: " ada@example.com ", password: "" });
    expect(field(loginAnswer.page, "email").value).toBe("ada@example.com");
    expect(describedBy(loginAnswer.page, field(loginAnswer.page, "password"))).toEqual(["Password is required."]);
    expect(field(loginAnswer.page, "password").hasAttribute("autofocus")).toBe(true);
    expect(field(loginAnswer.page, "email").hasAttribute("aria-invalid")).toBe(false);
  });

  test("a refused sign-in shows the server's message in an alert, as the script's toast would", async () => {
    const account = await signUp(spawned().url);
    const wrong = await answered("/login", { email: account.email, password: "not the password" });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("Cache-Control")).toBe("no-store");
    const alert = wrong.page.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("Login failed");
    expect(alert?.textContent).toContain("Invalid email or password.");
    expect(field(wrong.page, "email").value).toBe(account.email);
    expect(field(wrong.page, "password").getAttribute("value")).toBeNull();

    // Sign-up applies the server's whole rule, the common-password list included.
    const common = await answered("/signup", { email: uniqueEmail(), password: "P@ssw0rd" });
    expect(common.page.querySelector('[role="alert"]')?.textContent).toContain("This password is too common.");
    const taken = await answered("/signup", { email: account.email, password: "another long passphrase" });
    expect(taken.page.querySelector('[role="alert"]')?.textContent).toContain("An account with this email already exists.");
  });

  test("a sign-up without `next` ends its session and goes to /login (303), which says so in a toast with the email filled in", async () => {
    const email = uniqueEmail();
    const result = await request("/signup", { email, password: PASSWORD });
    if (!(result instanceof Response)) throw new Error(`expected a redirect, got ${result.status}`);
    expect(result.status).toBe(303);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    const location = result.headers.get("Location")!;
    expect(location).toBe(`/portfolio-builder/login?signedUp=${encodeURIComponent(email)}`);
    const { page } = await answered(location.slice("/portfolio-builder".length));
    // The toast the script shows after its own sign-up, on screen with the page.
    expect(page.querySelector("[data-static-toasts] > .mantine-Notification-root")?.textContent).toBe("Signup successful!");
    // The address loses the email as the page is parsed.
    expect([...page.querySelectorAll("script")].some((script) => script.textContent?.includes("history.replaceState"))).toBe(true);
    expect(field(page, "email").value).toBe(email);
    // The account exists: logging in works.
    const signedIn = await new ConvexHttpClient(spawned().url).action(api.auth.signIn, {
      provider: "password",
      params: { email, password: PASSWORD, flow: "signIn" },
    });
    expect(signedIn.tokens).toBeTruthy();
  });

  test("a successful login hands the session to the browser in the page (never the address) and goes to `next`, or the dashboard", async () => {
    const account = await signUp(spawned().url);
    const { status, headers, answer, page } = await answered("/login?next=/builder/minimalist", { email: account.email, password: PASSWORD });
    expect(status).toBe(200);
    expect(headers.get("Cache-Control")).toBe("no-store");
    if (answer?.status !== "signedIn") throw new Error(`expected a session, got ${JSON.stringify(answer)}`);
    expect(answer.to).toBe("/portfolio-builder/builder/minimalist");
    // The token is the new session's.
    expect(await new ConvexHttpClient(spawned().url, { auth: answer.tokens.token }).query(api.users.current, {})).toMatchObject({ email: account.email });
    const scripts = [...page.querySelectorAll("script:not([src]):not([type])")].map((script) => script.textContent ?? "");
    expect(scripts.some((script) => script.includes(JSON.stringify(answer.tokens.refreshToken)) && script.includes("location.replace"))).toBe(true);
    expect(page.querySelector('[role="status"]')?.textContent).toContain("Login successful!");
    expect(page.getElementById("auth-without-script")?.textContent).toBe(NEEDS_JAVASCRIPT);
    expect(page.querySelector("form")).toBeNull();

    // `next` is only ever a path inside the app.
    const elsewhere = await answered("/login?next=https://evil.example/", { email: account.email, password: PASSWORD });
    expect(elsewhere.answer).toMatchObject({ status: "signedIn", to: "/portfolio-builder/dashboard" });
  });

  test("a sign-up with `next` keeps its session, as logging in does", async () => {
    const email = uniqueEmail();
    const { answer } = await answered("/signup?next=/builder/minimalist", { email, password: PASSWORD });
    if (answer?.status !== "signedIn") throw new Error(`expected a session, got ${JSON.stringify(answer)}`);
    expect(answer.to).toBe("/portfolio-builder/builder/minimalist");
    expect(await new ConvexHttpClient(spawned().url, { auth: answer.tokens.token }).query(api.users.current, {})).toMatchObject({ email });
  });
});
