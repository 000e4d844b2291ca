import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";

import { contrastSetCookieHeader } from "~/lib/contrast.server";
import { readForm } from "~/lib/forms/forms.server";
import { safeRedirectPath } from "~/lib/http/safe-redirect";
import { assertSameOrigin } from "~/lib/http/same-origin.server";

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  const high = form.get("contrast") === "high";
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": await contrastSetCookieHeader(request, high) },
  });
}

export function loader() {
  return redirect("/");
}
