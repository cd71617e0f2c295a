import { redirect } from "react-router";
import { startOAuth } from "./oauthFlow.server";
import type { Route } from "./+types/oauthStart.route";

/** The "Continue with …" buttons post here (oauthFlow.server.ts); no page of its own. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return await startOAuth(params.provider, request, context);
}

/** A plain visit (a bookmark, a reload) goes to the login page: starting needs the button. */
export function loader() {
  return redirect("/login");
}
