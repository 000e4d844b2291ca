import { accountOperations, accountResponse } from "../contract/account";
import { type Answer, type Caller, readAnswer } from "./call.server";

/** Tokens never leave the session module. */
const profileResponse = accountResponse.omit({ token: true });
export type Profile = Answer<typeof profileResponse>;

export async function getProfile(caller: Caller): Promise<Profile> {
  const op = accountOperations.show;
  return readAnswer(op, await caller.send(op), profileResponse);
}
