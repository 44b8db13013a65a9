import { data } from "react-router";

/** Any path no other route matches: answered 404 and rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
