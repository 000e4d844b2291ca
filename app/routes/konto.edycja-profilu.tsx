import type { LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/lib/guards.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Edycja profilu", siteMap: "Konto" };

export function loader({ request }: LoaderFunctionArgs) {
  return requireUser(request);
}

export default function ProfileEditPage() {
  return <h1>Edycja profilu</h1>;
}
