import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireSetup, requireUser } from "~/lib/guards.server";
import type { RouteHandle } from "~/lib/route-handle";
import { numberParam } from "~/lib/route-params";

export const handle: RouteHandle = { title: "Zajęcia" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const group = numberParam(params, "group");
  numberParam(params, "id");
  const signedIn = await requireUser(request);
  await requireSetup(signedIn, "schedulePreviewAvailable");
  return json({ group }, { headers: await signedIn.session.commit() });
}

export default function ScheduleItemPage() {
  const { group } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Zajęcia grupy {group}</h1>
      <p>Ten ekran jest w przygotowaniu.</p>
    </>
  );
}
