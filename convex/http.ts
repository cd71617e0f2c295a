import { httpRouter } from "convex/server";
import { auth } from "./auth";
import { message, view } from "./audienceHttp";
import { stripeWebhook } from "./stripeWebhook";
import { apiV1 } from "./apiHttp";
import { mcp } from "./mcpHttp";

const http = httpRouter();

// Convex Auth's routes: /.well-known/openid-configuration and /.well-known/jwks.json.
auth.addHttpRoutes(http);

// The web server's audience calls (secret-checked): page views and contact-form messages.
http.route({ path: "/audience/view", method: "POST", handler: view });
http.route({ path: "/audience/message", method: "POST", handler: message });

// Stripe's signed events (subscriptions): the endpoint to register in Stripe's dashboard.
http.route({ path: "/stripe/webhook", method: "POST", handler: stripeWebhook });

// The REST API (apiHttp.ts, token-authorised): its routes are listed in model/apiSpec.ts.
for (const method of ["GET", "POST", "PUT", "PATCH", "OPTIONS"] as const) http.route({ pathPrefix: "/api/v1/", method, handler: apiV1 });
// The MCP server for AI assistants (mcpHttp.ts), streamable HTTP.
for (const method of ["GET", "POST", "DELETE"] as const) http.route({ path: "/api/mcp", method, handler: mcp });

export default http;
