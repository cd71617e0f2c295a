import { createRequire } from "node:module";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from "react-router";
import { describe, expect, test } from "vitest";
import AppShell, { loader as appShellLoader } from "../../src/app/appShell.route";
import VisitorLayout from "../../src/app/visitorLayout.route";
import * as login from "../../src/account/login.route";
import type { PageScriptConfig } from "../../src/page-script/config";
import { routeComponent } from "../support/routeComponent";

const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: { document: Document } } };

// No backend here to ask which sign-in providers are on: none.
const noSignInProviders = () => ({ oauthProviders: [] });

/** /login's static document as the server renders it (the app shell choosing the language), and the settings it gives its script. */
const routes: RouteObject[] = [
  {
    id: "app",
    loader: appShellLoader as RouteObject["loader"],
    Component: AppShell,
    children: [
      {
        id: "visitor",
        Component: VisitorLayout,
        children: [{ id: "login", path: "login", loader: noSignInProviders, Component: routeComponent(login.default), handle: login.handle }],
      },
    ],
  },
];
const handler = createStaticHandler(routes, { basename: "/portfolio-builder" });

async function scriptConfig(headers: Record<string, string>): Promise<PageScriptConfig> {
  const context = await handler.query(new Request("http://app.test/portfolio-builder/login", { headers }));
  if (context instanceof Response) throw new Error(`expected a page, got ${context.status}`);
  const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
  const text = new JSDOM(html).window.document.getElementById("page-script-config")?.textContent;
  return JSON.parse(text!) as PageScriptConfig;
}

describe("the static /login's words for the server's refusals", () => {
  test("a French page carries the few templates auth:signIn answers with, English → French; an English one none", async () => {
    const french = (await scriptConfig({ "accept-language": "fr" })).texts.messages as Record<string, string>;
    expect(french["Invalid email or password."]).toBe("E-mail ou mot de passe incorrect.");
    expect(french["failed attempts"]).toBe("tentatives échouées");
    expect(Object.keys(french).length).toBe(login.handle.scriptMessages!.length);
    // Not the catalogue: nothing the sign-in pages never receive.
    expect(JSON.stringify(french)).not.toContain("portfolio");

    expect((await scriptConfig({ cookie: "lang=es" })).texts.messages).toMatchObject({
      "Invalid email or password.": "Correo o contraseña incorrectos.",
    });
    expect((await scriptConfig({})).texts.messages).toBeUndefined();
  });
});
