// Binds a handler to one contract operation: method, path, body schema and typed answer.
import type { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";

import type { Operation, ReplyOf } from "../../../app/lib/contract";
import type { ApiContext, ApiEnv } from "../context";
import { parseWith, readBody, readObjectBody } from "./validation";

type BodyOf<Op extends Operation> = Op["body"] extends z.ZodTypeAny ? z.output<Op["body"]> : never;

type SuccessStatus<Op extends Operation> =
  Op["status"] | (Op["alsoOk"] extends readonly (infer Other extends number)[] ? Other : never);

class WithStatus<Body, Status extends number> {
  constructor(
    readonly body: Body,
    readonly status: Status,
  ) {}
}

export function withStatus<Body, Status extends number>(body: Body, status: Status): WithStatus<Body, Status> {
  return new WithStatus(body, status);
}

type Answer<Op extends Operation> = Op["response"] extends z.ZodTypeAny
  ? ReplyOf<Op> | WithStatus<ReplyOf<Op>, SuccessStatus<Op>>
  : Response;

export interface Input<Op extends Operation> {
  /** Read when first asked for, so a handler's guards answer first. */
  body(): Promise<BodyOf<Op>>;
}

type Handler<Op extends Operation> = (c: ApiContext, input: Input<Op>) => Promise<Answer<Op>>;

export function routerPath(op: Pick<Operation, "path">): string {
  return op.path.replace(/\{(\w+)\}/g, ":$1");
}

function takesList(schema: z.ZodTypeAny): boolean {
  return schema instanceof z.ZodArray || (schema instanceof z.ZodEffects && takesList(schema.innerType()));
}

async function readDeclaredBody(c: ApiContext, op: Operation): Promise<unknown> {
  if (!op.body) throw new Error(`${op.method} ${op.path} declares no body`);
  return parseWith(op.body, takesList(op.body) ? await readBody(c) : await readObjectBody(c));
}

export function route<Op extends Operation>(app: Hono<ApiEnv>, op: Op, handler: Handler<Op>): void {
  app.on(op.method, routerPath(op), async (c) => {
    let body: Promise<unknown> | undefined;
    const input = { body: () => (body ??= readDeclaredBody(c, op)) } as Input<Op>;
    const answer: unknown = await handler(c, input);
    if (op.response === null) return answer as Response;
    if (answer instanceof WithStatus) return c.json(answer.body as object, answer.status as ContentfulStatusCode);
    return c.json(answer as object, op.status as ContentfulStatusCode);
  });
}

type Handlers<Ops extends Record<string, Operation>> = { [Name in keyof Ops]?: Handler<Ops[Name]> };

/** Binds each handler to the operation of its name, in the handlers' order (a literal path before its "{id}/"). */
export function routes<Ops extends Record<string, Operation>>(operations: Ops, handlers: Handlers<Ops>) {
  return (app: Hono<ApiEnv>): void => {
    for (const [name, handler] of Object.entries(handlers)) route(app, operations[name] as Operation, handler as never);
  };
}
