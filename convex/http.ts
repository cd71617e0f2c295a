import { httpRouter } from "convex/server";
import { auth } from "./auth";

const http = httpRouter();

// Convex Auth's routes: /.well-known/openid-configuration and /.well-known/jwks.json.
auth.addHttpRoutes(http);

export default http;
