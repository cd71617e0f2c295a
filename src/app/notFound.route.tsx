import { data } from "react-router";
import { pageMeta } from "../i18n/pageMeta";
import NotFoundPage from "./NotFound";
import type { Route } from "./+types/notFound.route";

/** Any unknown address: the app's "Page not found", answered with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, "notFound");

export default NotFoundPage;
