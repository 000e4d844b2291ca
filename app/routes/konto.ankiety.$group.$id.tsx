import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { requireSetup, requireUser } from "~/lib/guards.server";
import type { RouteHandle } from "~/lib/route-handle";
import { numberParam } from "~/lib/route-params";

export const handle: RouteHandle = { title: "Ankieta ucznia" };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const group = numberParam(params, "group");
  numberParam(params, "id");
  const signedIn = await requireUser(request);
  await requireSetup(signedIn, "surveysPreviewAvailable");
  return json({ group }, { headers: await signedIn.session.commit() });
}

export default function SurveyPage() {
  const { group } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Ankieta ucznia w grupie {group}</h1>
      <p>Ten ekran jest w przygotowaniu.</p>
    </>
  );
}
