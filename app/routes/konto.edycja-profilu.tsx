import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/lib/guards.server";
import type { RouteHandle } from "~/lib/route-handle";

export const handle: RouteHandle = { title: "Edycja profilu", siteMap: "Konto" };

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireUser(request);
  return json(null, { headers: await session.commit() });
}

export default function ProfileEditPage() {
  return (
    <>
      <h1>Edycja profilu</h1>
      <p>Formularz edycji profilu jest w przygotowaniu.</p>
    </>
  );
}
