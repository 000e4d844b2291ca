import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/lib/guards.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Ankieta ucznia" };

export function loader({ request }: LoaderFunctionArgs) {
  return requireUser(request);
}

export default function SurveyPage() {
  return <h1>Ankieta ucznia</h1>;
}
