import { httpRouter } from "convex/server";
import { auth } from "./auth";
import { message, view } from "./audienceHttp";
import { addOAuthCallbackRoutes } from "./oauthHttp";
import { stripeWebhook } from "./stripeWebhook";
import { unlock } from "./pagePasswords";

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

export default http;
