import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

/** The route table, under the base path /portfolio-builder. */
export default [
  // Published portfolios: server-rendered pages outside the app (no app chrome, no React).
  route("p/:slug", "routes/publicPortfolio.tsx", { id: "public-by-slug" }),
  route("portfolio-view/:userId", "routes/publicPortfolio.tsx", { id: "public-by-user" }),
  // Their share images (og:image), drawn on the first request if the stored one is not there yet.
  route("p/:slug/share.png", "routes/shareImage.ts", { id: "share-image-by-slug" }),
  route("portfolio-view/:userId/share.png", "routes/shareImage.ts", { id: "share-image-by-user" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // A customer's own domain (its root is mapped here by the web server or the TLS proxy), and the
  // proxy's question before it obtains a certificate for a name.
  route("_site", "routes/domainPortfolio.tsx"),
  route("_site/robots.txt", "routes/domainRobots.ts"),
  route("_site/sitemap.xml", "routes/domainSitemap.ts"),
  route("_site/share.png", "routes/shareImage.ts", { id: "share-image-on-domain" }),
  route("_site/*", "routes/domainNotFound.tsx"),
  route("tls-ask", "routes/tlsAsk.ts"),
  // Each template's live demo with the sample portfolio, rendered like a published one.
  route("templates/:templateId/demo", "routes/templateDemo.tsx"),
  layout("routes/appShell.tsx", [
    index("routes/index.tsx"),
    layout("routes/visitorLayout.tsx", [
      route("home", "pages/Home.page.tsx"),
      route("pricing", "pages/Pricing.page.tsx"),
      route("about", "pages/About.page.tsx"),
      route("contact", "pages/Contact.page.tsx"),
      route("templates", "pages/Templates.page.tsx"),
      route("login", "pages/Login.page.tsx"),
      route("signup", "pages/Signup.page.tsx"),
      route("reset-password", "pages/ResetPassword.page.tsx"),
      route("*", "routes/notFound.tsx"),
    ]),
    layout("routes/signedIn.tsx", [
      route("dashboard", "pages/Dashboard.page.tsx"),
      route("account", "pages/Account.page.tsx"),
      route("builder/:templateId", "pages/Builder.page.tsx"),
      route("preview", "pages/Preview.page.tsx"),
      route("history/:versionId", "pages/History.page.tsx"),
      route("resume", "pages/Resume.page.tsx"),
      route("upgrade/:plan", "pages/Upgrade.page.tsx"),
      // An invitation to work on someone's portfolio.
      route("invite/:token", "pages/Invite.page.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
