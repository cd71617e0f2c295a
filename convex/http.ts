import { httpRouter } from "convex/server";
import { auth } from "./auth";
import { message, view } from "./audienceHttp";

const http = httpRouter();

// Convex Auth's routes: /.well-known/openid-configuration and /.well-known/jwks.json.
auth.addHttpRoutes(http);

// The web server's audience calls (secret-checked): page views and contact-form messages.
http.route({ path: "/audience/view", method: "POST", handler: view });
http.route({ path: "/audience/message", method: "POST", handler: message });

export default http;
