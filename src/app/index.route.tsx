import { redirect } from "react-router";

/** "/" redirects to /home, on the server for a first load. */
export function loader() {
  // The router adds the base path.
  return redirect("/home");
}

export default function Index() {
  return null;
}
