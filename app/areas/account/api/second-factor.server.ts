import { type Answer, call, type Caller } from "~/lib/api/call.server";
import { secondFactorOperations } from "~/lib/contract/second-factor";

export type SecondFactorSetup = Answer<(typeof secondFactorOperations)["setUpSecondFactor"]["response"]>;

/** The same key until a first code confirms it. */
export function setUpSecondFactor(caller: Caller): Promise<SecondFactorSetup> {
  return call(caller, secondFactorOperations.setUpSecondFactor);
}

/** Turns the factor on, confirms this session, answers the recovery codes (shown once). */
export async function enableSecondFactor(caller: Caller, code: string): Promise<string[]> {
  return (await call(caller, secondFactorOperations.enableSecondFactor, { body: { code } })).recoveryCodes;
}

export async function confirmSecondFactor(caller: Caller, code: string): Promise<void> {
  await call(caller, secondFactorOperations.confirmSecondFactor, { body: { code } });
}
