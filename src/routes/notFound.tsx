import { data } from "react-router";
import NotFoundPage from "../pages/NotFound.page";

/** Any unknown address: the app's "Page not found", answered with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default NotFoundPage;
