import { redirect, type ActionFunctionArgs } from "@remix-run/node";

import { assertSameOrigin } from "~/lib/same-origin.server";
import { Session } from "~/lib/session.server";
import { redirectWithSuccess } from "~/lib/toast.server";

/** Logout (SPEC §4): a POST from the header's button; the tokens are gone from every cookie. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const session = await Session.fromRequest(request);
  await session.logout();
  const headers = await session.commit();
  // Form drafts kept on this device (lib/form-draft.ts) go with the teacher: a school computer is shared.
  headers.set("Clear-Site-Data", '"storage"');
  return redirectWithSuccess("/", "Wylogowano.", { headers });
}

export function loader() {
  return redirect("/");
}
