import type { z } from "zod";

import { type Answer, call, type Caller } from "~/lib/api/call.server";
import { UpstreamError } from "~/lib/api/errors.server";
import {
  accountOperations,
  type accountUpdateBody,
  type passwordChangeBody,
  type userResponse,
} from "~/lib/contract/account";
import { accountOverviewOperations } from "~/lib/contract/account-overview";
import type { Setup } from "~/lib/contract/setup";
import { UNAVAILABLE_SETUP } from "~/lib/setup-requirements";

/** Reading the profile is the session's (~/lib/api/profile.server). */

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

export interface AccountOverview {
  setup: Setup;
  clubEnrollment: Overview["clubEnrollment"];
  groups: Overview["groups"];
  newsletter: Overview["newsletter"] | null;
  agenda: Overview["agenda"] | null;
}

/** One call (issue 16); when the API cannot answer, SPEC §4's defaults and nothing else. */
export async function getAccountOverview(caller: Caller): Promise<AccountOverview> {
  try {
    return await call(caller, accountOverviewOperations.show);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { setup: UNAVAILABLE_SETUP, clubEnrollment: null, groups: [], newsletter: null, agenda: null };
  }
}
