import type { LoaderFunctionArgs } from "@remix-run/node";

import { UpstreamError } from "~/lib/api/errors.server";
import { appConfig } from "~/lib/config.server";
import { readContrast } from "~/lib/contrast.server";
import { draftScopeOf } from "~/lib/draft-scope.server";
import { jsonWithSession } from "~/lib/responses.server";
import { Session } from "~/lib/session.server";
import { getToast } from "~/lib/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, headers: toastHeaders } = await getToast(request);
  // No cookie when there is nothing to clear: a page that sets none can be cached.
  const headers = toast ? toastHeaders : new Headers();
  const session = await Session.fromRequest(request);
  const user = session.isSignedIn ? await signedInName(session) : null;
  return jsonWithSession(
    session,
    {
      contrast: await readContrast(request),
      versionCheckInterval: appConfig.versionCheckInterval,
      user,
      toast: toast ?? null,
    },
    { headers },
  );
}

/** A failed refresh ends the session; an API that does not answer leaves the teacher signed in, unnamed. */
async function signedInName(session: Session) {
  try {
    const profile = await session.profile();
    return {
      firstname: profile.firstname,
      draftScope: draftScopeOf(profile.email),
      idleTimeoutSeconds: session.idleTimeoutSeconds,
    };
  } catch (error) {
    if (error instanceof Response) return null;
    if (error instanceof UpstreamError) return { firstname: "", draftScope: null, idleTimeoutSeconds: null };
    throw error;
  }
}
