import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/lib/guards.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Zajęcia" };

export function loader({ request }: LoaderFunctionArgs) {
  return requireUser(request);
}

export default function ScheduleItemPage() {
  return <h1>Zajęcia</h1>;
}
