import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { assertSameOrigin } from "~/lib/http/same-origin.server";
import { Session } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/responses.server";

/** Logout (SPEC §4): a POST from the header's button; the tokens are gone from every cookie. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const session = await Session.fromRequest(request);
  await session.logout();
  // Form drafts kept on this device (lib/form-draft.ts) go with the teacher: a school computer is shared.
  return redirectWithToast(session, "/", { success: "Wylogowano." }, { headers: { "Clear-Site-Data": '"storage"' } });
}

export function loader() {
  return redirect("/");
}
