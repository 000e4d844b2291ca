import type { z } from "zod";

import type { Operation } from "../contract/operation";
import { type Camelized, fromWire } from "../contract/wire";
import { log } from "../observability.server";
import { UpstreamContractError } from "./errors.server";
import { type CallInit, send } from "./transport.server";

/** Who sends a call, and reading answers through the contract: nothing the contract does not name reaches a page. */

export type { CallInit };

export interface Caller {
  send(op: Operation, init?: CallInit): Promise<Response>;
}

export const anonymous: Caller = { send };

export type Answer<Schema extends z.ZodTypeAny> = Camelized<z.output<Schema>>;

/** Unknown keys dropped; a shape the contract does not allow is a 500 logged without its values (SPEC §8). */
export async function readAnswer<Schema extends z.ZodTypeAny>(
  op: Operation,
  response: Response,
  schema: Schema,
  contractError: () => Error = () => new UpstreamContractError(),
): Promise<Answer<Schema>> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.code}`);
    log.error(`${op.method} ${op.path} answered outside the contract: ${problems.slice(0, 5).join(", ")}`);
    throw contractError();
  }
  return fromWire(schema, result.data);
}

export async function call<Op extends Operation & { response: z.ZodTypeAny }>(
  caller: Caller,
  op: Op,
  init?: CallInit,
): Promise<Answer<Op["response"]>> {
  return readAnswer(op, await caller.send(op, init), op.response);
}

/** The client's address, which the API's per-address limits count. */
export function forwardedHeaders(request: Request): Record<string, string> {
  const forwardedFor = request.headers.get("x-forwarded-for");
  return forwardedFor ? { "X-Forwarded-For": forwardedFor } : {};
}

/** A creating form's SubmissionKey as the API's Idempotency-Key: sent twice, created once. */
export function idempotencyHeaders(formData: FormData): Record<string, string> {
  const key = formData.get("submission_key");
  return typeof key === "string" && key ? { "Idempotency-Key": key } : {};
}
