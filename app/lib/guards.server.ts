import { safeRedirectPath } from "./http/safe-redirect";
import { SETUP_REQUIREMENTS } from "./setup-requirements";
import type { Profile } from "./api/profile.server";
import { asErrorResponse } from "./api/errors.server";
import type { SecondFactorState } from "./contract/second-factor";
import type { Setup } from "./contract/setup";
import { requireFound } from "./not-found";
import { redirectWithSession, redirectWithToast } from "./responses.server";
import { assertSameOrigin } from "./http/same-origin.server";
import { Session, type SessionOptions } from "./session.server";

export interface SignedIn {
  session: Session;
  profile: Profile;
}

/**
 * The 'auth' guard of SPEC §2: an anonymous visitor is sent to the login page
 * and brought back afterwards. Returns the session (to commit refreshed
 * tokens) and the teacher's profile. An action whose screen shows its form
 * again after a login names the form's fields (`restoresFields`): a post
 * that finds the session ended keeps them for then. A post from another
 * site is refused first, before anything of it is read (DESIGN §5).
 */
export async function requireUser(request: Request, options: SessionOptions = {}): Promise<SignedIn> {
  if (request.method !== "GET" && request.method !== "HEAD") assertSameOrigin(request);
  const session = (await Session.fromRequest(request)).configure(options);
  if (!session.isSignedIn) throw await session.loginRedirect();
  // An API that does not answer shows the Polish 503 page, not a crash.
  const profile = await session.profile().catch(asErrorResponse);
  return { session, profile };
}

/**
 * The programme office's screens: a visitor goes to the login page, a
 * teacher gets the 404 page (the office's screens are not theirs to know of).
 * Every staff route's loader and action calls it: a layout's loader runs
 * beside its children's, never before them.
 */
export async function requireStaff(request: Request): Promise<SignedIn> {
  const signedIn = await requireUser(request);
  requireFound(signedIn.profile.isStaff);
  // A password alone opens nothing here: the session is confirmed with the authenticator (issue 15 item 9).
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

/**
 * The second factor's own screens: a staff account signed in with its
 * password, not yet confirmed (a teacher gets the 404 page). Also where they
 * lead back to, ?redirectTo= on this site, the office by default.
 */
export async function requireStaffPassword(request: Request): Promise<SignedIn & { redirectTo: string }> {
  const signedIn = await requireUser(request);
  requireFound(signedIn.profile.isStaff);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"), "/biuro");
  return { ...signedIn, redirectTo };
}

/** Where a staff session goes before the office's screens: setting the authenticator up, or a code from it. */
const SECOND_FACTOR_STEPS: Record<SecondFactorState, string | null> = {
  "not-needed": null,
  confirmed: null,
  "set-up": "/logowanie/aplikacja",
  confirm: "/logowanie/kod",
};

/**
 * The 'setup' guard of SPEC §2 and §6: a /konto screen whose feature is not
 * open yet sends the teacher to /konto with a toast saying why.
 */
export async function requireSetup(signedIn: SignedIn, flag: keyof typeof SETUP_REQUIREMENTS): Promise<Setup> {
  return requireSetupOf(signedIn, await signedIn.session.setup(), flag);
}

/** The same guard on a setup the screen has already read (its read model carries it). */
export async function requireSetupOf(
  signedIn: SignedIn,
  setup: Setup,
  flag: keyof typeof SETUP_REQUIREMENTS,
): Promise<Setup> {
  if (!setup[flag]) {
    throw await redirectWithToast(signedIn.session, "/konto", { error: SETUP_REQUIREMENTS[flag] });
  }
  return setup;
}
