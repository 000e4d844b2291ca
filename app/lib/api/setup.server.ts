import { type Setup, setupOperations } from "../contract/setup";
import { call, type Caller } from "./call.server";
import { UpstreamError } from "./errors.server";

export function getSetup(caller: Caller): Promise<Setup> {
  return call(caller, setupOperations.show);
}

/** SPEC §8: a failed certificate lookup counts as no certificate. */
export async function hasCertificate(caller: Caller, event: string): Promise<boolean> {
  try {
    return (await call(caller, setupOperations.certificate, { params: { event } })).hasCertificate;
  } catch (error) {
    if (error instanceof UpstreamError) return false;
    throw error;
  }
}
