import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";

import { requireUser } from "~/lib/guards.server";
import { assertSameOrigin } from "~/lib/same-origin.server";

/** "Nie wylogowuj mnie": an authenticated call is activity, so the session's idle timeout starts again. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { session } = await requireUser(request);
  return json({ at: Date.now() }, { headers: await session.commit() });
}

export function loader() {
  return redirect("/konto");
}
