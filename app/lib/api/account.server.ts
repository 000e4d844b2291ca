import type { z } from "zod";

import {
  accountOperations,
  accountResponse,
  type userResponse,
  type accountUpdateBody,
  type passwordChangeBody,
} from "../contract/account";
import { accountOverviewOperations } from "../contract/account-overview";
import { DEFAULT_SETUP, type Setup } from "../contract/setup";

import { call, readAnswer, type Answer, type Caller } from "./call.server";
import { UpstreamError } from "./errors.server";

/** The signed-in teacher's own account. */

/** The profile is the user without the token the API echoes: tokens never leave the session module. */
const profileResponse = accountResponse.omit({ token: true });
export type Profile = Answer<typeof profileResponse>;

export async function getProfile(caller: Caller): Promise<Profile> {
  const op = accountOperations.show;
  return readAnswer(op, await caller.send(op), profileResponse);
}

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
