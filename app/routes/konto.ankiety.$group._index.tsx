import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/lib/guards.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Ankiety sprawności" };

export function loader({ request }: LoaderFunctionArgs) {
  return requireUser(request);
}

export default function SurveysPage() {
  return <h1>Ankiety sprawności</h1>;
}
