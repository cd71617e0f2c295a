import { httpRouter } from "convex/server";
import { auth } from "./auth";
import { message, view } from "./audienceHttp";
import { addOAuthCallbackRoutes } from "./oauthHttp";
import { stripeWebhook } from "./stripeWebhook";
import { unlock } from "./pagePasswords";
import { apiV1 } from "./apiHttp";
import { mcp } from "./mcpHttp";

const http = httpRouter();

// Convex Auth's routes: /.well-known/openid-configuration and /.well-known/jwks.json.
auth.addHttpRoutes(http);
// With GitHub or Google on: their callbacks, which say why a sign-in was refused (oauthHttp.ts).
addOAuthCallbackRoutes(http);

// The web server's audience calls (secret-checked): page views and contact-form messages.
http.route({ path: "/audience/view", method: "POST", handler: view });
http.route({ path: "/audience/message", method: "POST", handler: message });

// The web server's unlock attempts on password-protected pages (secret-checked like the audience calls).
http.route({ path: "/page-password/unlock", method: "POST", handler: unlock });

// Stripe's signed events (subscriptions): the endpoint to register in Stripe's dashboard.
http.route({ path: "/stripe/webhook", method: "POST", handler: stripeWebhook });

// The REST API (apiHttp.ts, token-authorised): its routes are listed in model/apiSpec.ts.
for (const method of ["GET", "POST", "PUT", "PATCH", "OPTIONS"] as const) http.route({ pathPrefix: "/api/v1/", method, handler: apiV1 });
// The MCP server for AI assistants (mcpHttp.ts), streamable HTTP.
for (const method of ["GET", "POST", "DELETE"] as const) http.route({ path: "/api/mcp", method, handler: mcp });

export default http;
