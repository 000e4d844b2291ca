import { type ActionFunctionArgs, redirect } from "@remix-run/node";

import { requireUser } from "~/lib/guards.server";
import { jsonWithSession } from "~/lib/responses.server";

/** An authenticated call is activity: the idle timeout starts again. */
export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireUser(request);
  return jsonWithSession(session, { at: Date.now() });
}

export function loader() {
  return redirect("/konto");
}
