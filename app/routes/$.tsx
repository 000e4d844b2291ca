import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { refusalIn } from "~/lib/http/refusal";

/**
 * Every path no other route claims: the 404 page of the root error boundary.
 * The web server also renders here the page of a request it refused (its
 * status, title and explanation in the load context), whatever its address.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const refusal = refusalIn(context);
  if (refusal) {
    throw json({ heading: refusal.title, description: refusal.explanation }, { status: refusal.status });
  }
  throw new Response("Page Not Found", { status: 404, statusText: "Page Not Found" });
}

export default function NotFound() {
  return null;
}
