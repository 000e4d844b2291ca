import camelcaseKeys from "camelcase-keys";
import type { z } from "zod";

import type { Operation } from "../contract/operation";

import { UpstreamContractError } from "./errors.server";
import { send, type CallInit } from "./transport.server";
import { log } from "../observability.server";

/**
 * What the area clients stand on: who sends a call (an anonymous visitor, or
 * the teacher's session with its token), and reading an answer through the
 * contract, so nothing the API sends reaches a page unless the contract names it.
 */

export type { CallInit };

/** Sends a call as someone: the session adds the teacher's token and refreshes it. */
export interface Caller {
  send(op: Operation, init?: CallInit): Promise<Response>;
}

export const anonymous: Caller = { send };

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** An answer as the app uses it: the API's snake_case keys camelCased, deeply. */
export type Camelized<T> = T extends readonly (infer Item)[]
  ? Camelized<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends string ? CamelCase<Key> : Key]: Camelized<T[Key]> }
    : T;

export type Answer<Schema extends z.ZodTypeAny> = Camelized<z.output<Schema>>;

/**
 * Reads a JSON answer with a contract schema (by default the operation's):
 * unknown keys are dropped, a shape the contract does not allow is a 500
 * with the default message (SPEC §8), logged without the values.
 */
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
  return camelize(result.data) as Answer<Schema>;
}

/** Sends a call and reads its answer with the operation's own schema. */
export async function call<Op extends Operation & { response: z.ZodTypeAny }>(
  caller: Caller,
  op: Op,
  init?: CallInit,
): Promise<Answer<Op["response"]>> {
  return readAnswer(op, await caller.send(op, init), op.response);
}

function camelize(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(camelize);
  if (data && typeof data === "object") return camelcaseKeys(data as Record<string, unknown>, { deep: true });
  return data;
}

/**
 * What the app tells the API about the request it serves, as a reverse proxy
 * does: the client's address, which the API limits logins, registrations and
 * reset e-mails by (the header the proxy in front of the app set).
 */
export function forwardedHeaders(request: Request): Record<string, string> {
  const forwardedFor = request.headers.get("x-forwarded-for");
  return forwardedFor ? { "X-Forwarded-For": forwardedFor } : {};
}

/**
 * A creating form's submission key (the SubmissionKey field) as the API's
 * Idempotency-Key: the same form sent twice creates one record.
 */
export function idempotencyHeaders(formData: FormData): Record<string, string> {
  const key = formData.get("submission_key");
  return typeof key === "string" && key ? { "Idempotency-Key": key } : {};
}
