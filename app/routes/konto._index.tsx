import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/lib/guards.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Moje konto", siteMap: "Konto" };

export function loader({ request }: LoaderFunctionArgs) {
  return requireUser(request);
}

export default function AccountPage() {
  return <h1>Moje konto</h1>;
}
