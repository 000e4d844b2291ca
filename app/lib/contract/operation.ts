// One call of the contract: the server routes and documents it, the app sends and parses it.
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface Operation {
  method: HttpMethod;
  /** OpenAPI style, exactly as SPEC §7 spells it. */
  path: string;
  /** Logs write the parameter's name instead. */
  secretParams?: readonly string[];
  summary: string;
  tag: string;
  auth: "none" | "optional" | "required" | "staff";
  body?: z.ZodTypeAny;
  multipart?: boolean;
  query?: Readonly<Record<string, string | { description: string; type: "string" }>>;
  status: number;
  alsoOk?: readonly number[];
  response: z.ZodTypeAny | null;
  rawDescription?: string;
  errors: readonly number[];
}

export function operation<const Op extends Operation>(declaration: Op): Op {
  return declaration;
}

export type ResponseOf<Op extends Operation> = Op["response"] extends z.ZodTypeAny ? z.output<Op["response"]> : never;
export type ReplyOf<Op extends Operation> = Op["response"] extends z.ZodTypeAny ? z.input<Op["response"]> : never;

export type PathParams = Readonly<Record<string, string | number>>;

export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

export function pathOf(op: Pick<Operation, "path">, params: PathParams = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter ${name} for ${op.path}`);
    return encodeURIComponent(String(value));
  });
}
