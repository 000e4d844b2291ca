import { asErrorResponse } from "./api/errors.server";
import type { Profile } from "./api/profile.server";
import type { SecondFactorState } from "./contract/second-factor";
import type { Setup } from "./contract/setup";
import { landingPath, safeRedirectPath } from "./http/safe-redirect";
import { assertSameOrigin } from "./http/same-origin.server";
import { requireFound } from "./not-found";
import { redirectWithSession, redirectWithToast } from "./responses.server";
import { Session, type SessionOptions } from "./session.server";
import { SETUP_REQUIREMENTS, SETUP_UNAVAILABLE, UNAVAILABLE_SETUP } from "./setup-requirements";

export interface SignedIn {
  session: Session;
  profile: Profile;
}

/** SPEC §2 'auth'; a cross-site post is refused before anything of it is read (DESIGN §5). */
export async function requireUser(request: Request, options: SessionOptions = {}): Promise<SignedIn> {
  if (request.method !== "GET" && request.method !== "HEAD") assertSameOrigin(request);
  const session = (await Session.fromRequest(request)).configure(options);
  if (!session.isSignedIn) throw await session.loginRedirect();
  // An API that does not answer shows the Polish 503 page.
  const profile = await session.profile().catch(asErrorResponse);
  return { session, profile };
}

/** A teacher gets the 404 page; every staff route calls it, since a layout's loader runs beside its children's. */
export async function requireStaff(request: Request): Promise<SignedIn> {
  const signedIn = await requireUser(request);
  requireFound(signedIn.profile.isStaff);
  // A password alone opens nothing here (issue 15 item 9).
  const step = SECOND_FACTOR_STEPS[signedIn.profile.secondFactor];
  if (step) {
    const back = new URL(request.url);
    throw await redirectWithSession(
      signedIn.session,
      `${step}?${new URLSearchParams({ redirectTo: back.pathname + back.search })}`,
    );
  }
  return signedIn;
}

/** A staff account signed in with its password, not yet confirmed; a teacher gets the 404 page. */
export async function requireStaffPassword(request: Request): Promise<SignedIn & { redirectTo: string }> {
  const signedIn = await requireUser(request);
  requireFound(signedIn.profile.isStaff);
  const redirectTo = landingPath(safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/biuro"), true);
  return { ...signedIn, redirectTo };
}

const SECOND_FACTOR_STEPS: Record<SecondFactorState, string | null> = {
  "not-needed": null,
  confirmed: null,
  "set-up": "/logowanie/aplikacja",
  confirm: "/logowanie/kod",
};

/** SPEC §2 and §6 'setup': a closed feature sends the teacher to /konto with a toast. */
export async function requireSetup(signedIn: SignedIn, flag: keyof typeof SETUP_REQUIREMENTS): Promise<Setup> {
  return requireSetupOf(signedIn, await signedIn.session.setup(), flag);
}

export async function requireSetupOf(
  signedIn: SignedIn,
  setup: Setup,
  flag: keyof typeof SETUP_REQUIREMENTS,
): Promise<Setup> {
  if (setup === UNAVAILABLE_SETUP) {
    throw await redirectWithToast(signedIn.session, "/konto", { error: SETUP_UNAVAILABLE });
  }
  if (!setup[flag]) {
    throw await redirectWithToast(signedIn.session, "/konto", { error: SETUP_REQUIREMENTS[flag] });
  }
  return setup;
}
