import type { z } from "zod";

import {
  accountOperations,
  accountResponse,
  type userResponse,
  type accountUpdateBody,
  type passwordChangeBody,
} from "../contract/account";

import { call, readAnswer, type Answer, type Caller } from "./call.server";

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
