import { type Answer, call, type Caller, forwardedHeaders } from "~/lib/api/call.server";
import { secondFactorOperations } from "~/lib/contract/second-factor";

export type SecondFactorSetup = Answer<(typeof secondFactorOperations)["setUpSecondFactor"]["response"]>;

/** The same key until a first code confirms it. */
export function setUpSecondFactor(caller: Caller): Promise<SecondFactorSetup> {
  return call(caller, secondFactorOperations.setUpSecondFactor);
}

/** Turns the factor on, confirms this session, answers the recovery codes (shown once). */
export async function enableSecondFactor(caller: Caller, code: string, request: Request): Promise<string[]> {
  const body = { code };
  return (await call(caller, secondFactorOperations.enableSecondFactor, { body, headers: forwardedHeaders(request) }))
    .recoveryCodes;
}

/** The client's address goes along: wrong codes are slowed and audited by it. */
export async function confirmSecondFactor(caller: Caller, code: string, request: Request): Promise<void> {
  await call(caller, secondFactorOperations.confirmSecondFactor, {
    body: { code },
    headers: forwardedHeaders(request),
  });
}
