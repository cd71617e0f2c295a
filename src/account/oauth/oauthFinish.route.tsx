import { SignedInHandoff } from "../auth/SignedInHandoff";
import { LOGIN_TEXTS } from "../auth/authTexts";
import { noindexPageMeta } from "../../i18n/pageMeta";
import { STATIC_VISITOR_PAGE } from "../../lib/routeHandle";
import { finishOAuth } from "./oauthFlow.server";
import type { Route } from "./+types/oauthFinish.route";

/** Server HTML only: its inline script stores the session and moves on (SignedInHandoff). */
export const handle = STATIC_VISITOR_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  return await finishOAuth(request, context);
}

/** Never cached, and the loader's cookie clearing goes with the page. */
export function headers({ loaderHeaders }: Route.HeadersArgs): Headers {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => noindexPageMeta(args, "login");

export default function OAuthFinishPage({ loaderData: answer }: Route.ComponentProps) {
  return <SignedInHandoff answer={answer} texts={LOGIN_TEXTS} />;
}
