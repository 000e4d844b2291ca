import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { refusalIn } from "~/lib/http/refusal";

/** Also renders the page of a request the web server refused (in the load context). */
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
