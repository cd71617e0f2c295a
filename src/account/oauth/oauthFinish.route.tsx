import { useLoaderData } from "react-router";
import { SignedInHandoff } from "../auth/SignedInHandoff";
import { LOGIN_TEXTS } from "../auth/authTexts";
import { pageMeta } from "../../lib/pageMeta";
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

export const meta = () => pageMeta(LOGIN_TEXTS.title, { noindex: true });

export default function OAuthFinishPage() {
  const answer = useLoaderData<typeof loader>();
  return <SignedInHandoff answer={answer} texts={LOGIN_TEXTS} />;
}
