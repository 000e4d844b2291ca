import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/lib/guards.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Harmonogram zajęć" };

export function loader({ request }: LoaderFunctionArgs) {
  return requireUser(request);
}

export default function SchedulePage() {
  return <h1>Harmonogram zajęć</h1>;
}
