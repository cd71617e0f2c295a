import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table, under the base path /portfolio-builder. */
export default [
  // Published portfolios: server-rendered pages outside the app (no app chrome, no React).
  route("p/:slug", "public-page/publicPortfolio.route.tsx", { id: "public-by-slug" }),
  route("portfolio-view/:userId", "public-page/publicPortfolio.route.tsx", { id: "public-by-user" }),
  // Their share images (og:image), drawn on the first request if the stored one is not there yet.
  route("p/:slug/share.png", "public-page/shareImage.route.ts", { id: "share-image-by-slug" }),
  route("portfolio-view/:userId/share.png", "public-page/shareImage.route.ts", { id: "share-image-by-user" }),
  // The same in another of the portfolio's languages (a known tag, else 404 as any unknown path).
  route("p/:slug/:lang", "public-page/publicPortfolio.route.tsx", { id: "public-by-slug-in-language" }),
  route("portfolio-view/:userId/:lang", "public-page/publicPortfolio.route.tsx", { id: "public-by-user-in-language" }),
  route("p/:slug/:lang/share.png", "public-page/shareImage.route.ts", { id: "share-image-by-slug-in-language" }),
  route("portfolio-view/:userId/:lang/share.png", "public-page/shareImage.route.ts", { id: "share-image-by-user-in-language" }),
  route("sitemap.xml", "public-page/sitemap.route.ts"),
  route("robots.txt", "public-page/robots.route.ts"),
  // A customer's own domain (its root is mapped here by the web server or the TLS proxy), and the
  // proxy's question before it obtains a certificate for a name.
  route("_site", "public-page/domainPortfolio.route.tsx"),
  route("_site/robots.txt", "public-page/domainRobots.route.ts"),
  route("_site/sitemap.xml", "public-page/domainSitemap.route.ts"),
  route("_site/share.png", "public-page/shareImage.route.ts", { id: "share-image-on-domain" }),
  route("_site/:lang", "public-page/domainPortfolio.route.tsx", { id: "domain-in-language" }),
  route("_site/:lang/share.png", "public-page/shareImage.route.ts", { id: "share-image-on-domain-in-language" }),
  route("_site/*", "public-page/domainNotFound.route.tsx"),
  route("tls-ask", "public-page/tlsAsk.route.ts"),
  // The footer's language chooser: remembers the app's language on this device, then goes back.
  route("language", "i18n/language.route.ts"),
  // "Continue with GitHub / Google": the buttons' form posts here (no page).
  route("oauth/:provider", "account/oauth/oauthStart.route.ts"),
  // Each template's live demo with the sample portfolio, rendered like a published one.
  route("templates/:templateId/demo", "gallery/templateDemo.route.tsx"),
  layout("app/appShell.route.tsx", [
    index("app/index.route.tsx"),
    layout("app/visitorLayout.route.tsx", [
      route("home", "visitor/home.route.tsx"),
      route("pricing", "plans/pricing.route.tsx"),
      route("about", "visitor/about.route.tsx"),
      route("contact", "visitor/contact.route.tsx"),
      route("api-docs", "api/apiReference.route.tsx"),
      route("templates", "gallery/templates.route.tsx"),
      route("login", "account/login.route.tsx"),
      route("signup", "account/signup.route.tsx"),
      route("reset-password", "account/resetPassword.route.tsx"),
      // A mailed link confirming an address; works signed in or out.
      route("confirm-email/:token", "account/confirmEmail.route.tsx"),
      // Back from GitHub or Google: the session handed to the browser.
      route("oauth/finish", "account/oauth/oauthFinish.route.tsx"),
      // The deletion mail's undo link (7 days); works signed out.
      route("restore-account/:token", "account/restoreAccount.route.tsx"),
      route("*", "app/notFound.route.tsx"),
    ]),
    layout("app/signedIn.route.tsx", [
      route("dashboard", "dashboard/dashboard.route.tsx"),
      route("account", "account/account.route.tsx"),
      route("builder/:templateId", "builder/builder.route.tsx"),
      route("preview", "publishing/preview.route.tsx"),
      route("history/:versionId", "publishing/history.route.tsx"),
      route("resume", "resume/resume.route.tsx"),
      route("upgrade/:plan", "plans/upgrade.route.tsx"),
      // An invitation to work on someone's portfolio.
      route("invite/:token", "collaboration/invite.route.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
