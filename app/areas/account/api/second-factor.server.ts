import { secondFactorOperations } from "~/lib/contract/second-factor";

import { call, type Answer, type Caller } from "~/lib/api/call.server";

/** The staff's second factor (issue 15 item 9): set up once, then every new session confirmed with a code. */

export type SecondFactorSetup = Answer<(typeof secondFactorOperations)["setUpSecondFactor"]["response"]>;

/** The key to set the authenticator up with: the same until a first code confirms it. */
export function setUpSecondFactor(caller: Caller): Promise<SecondFactorSetup> {
  return call(caller, secondFactorOperations.setUpSecondFactor);
}

/** The first code: turns the second factor on, confirms this session, and answers the recovery codes (shown once). */
export async function enableSecondFactor(caller: Caller, code: string): Promise<string[]> {
  return (await call(caller, secondFactorOperations.enableSecondFactor, { body: { code } })).recoveryCodes;
}

/** A code from the app or a recovery code confirms this session. */
export async function confirmSecondFactor(caller: Caller, code: string): Promise<void> {
  await call(caller, secondFactorOperations.confirmSecondFactor, { body: { code } });
}
