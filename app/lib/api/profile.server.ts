import { accountOperations, accountResponse } from "../contract/account";

import { readAnswer, type Answer, type Caller } from "./call.server";

/** The signed-in user's own profile, which the session reads on every request. */

/** The profile is the user without the token the API echoes: tokens never leave the session module. */
const profileResponse = accountResponse.omit({ token: true });
export type Profile = Answer<typeof profileResponse>;

export async function getProfile(caller: Caller): Promise<Profile> {
  const op = accountOperations.show;
  return readAnswer(op, await caller.send(op), profileResponse);
}
