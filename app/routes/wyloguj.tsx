import { type ActionFunctionArgs, redirect } from "@remix-run/node";

import { assertSameOrigin } from "~/lib/http/same-origin.server";
import { redirectWithToast } from "~/lib/responses.server";
import { Session } from "~/lib/session.server";

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const session = await Session.fromRequest(request);
  await session.logout();
  // Drafts on a shared computer go with the teacher (006-drafts-on-the-device.md).
  return redirectWithToast(session, "/", { success: "Wylogowano." }, { headers: { "Clear-Site-Data": '"storage"' } });
}

export function loader() {
  return redirect("/");
}
