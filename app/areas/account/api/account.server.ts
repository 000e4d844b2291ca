import type { z } from "zod";

import {
  accountOperations,
  type userResponse,
  type accountUpdateBody,
  type passwordChangeBody,
} from "~/lib/contract/account";
import { accountOverviewOperations } from "~/lib/contract/account-overview";
import { DEFAULT_SETUP, type Setup } from "~/lib/contract/setup";

import { call, type Answer, type Caller } from "~/lib/api/call.server";
import { UpstreamError } from "~/lib/api/errors.server";

/** The signed-in teacher's own account (reading the profile is the session's: ~/lib/api/profile.server). */

export function updateProfile(
  caller: Caller,
  profile: z.input<typeof accountUpdateBody>,
): Promise<Answer<typeof userResponse>> {
  return call(caller, accountOperations.update, { body: profile });
}

export async function changePassword(caller: Caller, passwords: z.input<typeof passwordChangeBody>): Promise<void> {
  await call(caller, accountOperations.changePassword, { body: passwords });
}

type Overview = Answer<typeof accountOverviewOperations.show.response>;

/** What the account screen shows; a part the API could not give is null (the setup: SPEC §4's defaults). */
export interface AccountOverview {
  setup: Setup;
  clubEnrollment: Overview["clubEnrollment"];
  groups: Overview["groups"];
  newsletter: Overview["newsletter"] | null;
  agenda: Overview["agenda"] | null;
}

/**
 * The setup, the application's status, the groups, the newsletter and the
 * agenda in one call (issue 16). When the API cannot answer, the screen still
 * shows, with the defaults of SPEC §4 and nothing of the rest.
 */
export async function getAccountOverview(caller: Caller): Promise<AccountOverview> {
  try {
    return await call(caller, accountOverviewOperations.show);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { setup: DEFAULT_SETUP, clubEnrollment: null, groups: [], newsletter: null, agenda: null };
  }
}
