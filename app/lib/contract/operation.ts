// One call of the /pl/api contract: the server routes and documents it from
// this declaration, and the app's clients send it and parse its answer with it.
import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface Operation {
  method: HttpMethod;
  /** OpenAPI style, exactly as SPEC §7 spells it: "/{event}/pl/api/agenda/agenda_items/{id}/join/". */
  path: string;
  /** Path parameters that are a secret (the address is the key): logs write the parameter's name instead. */
  secretParams?: readonly string[];
  summary: string;
  tag: string;
  /** "staff": the programme office's calls, under /pl/api/staff/, refused to every other account. */
  auth: "none" | "optional" | "required" | "staff";
  body?: z.ZodTypeAny;
  /** The body is multipart/form-data (a form with a file) rather than JSON. */
  multipart?: boolean;
  /** Query parameters: name → description of a positive integer, or of a text ({ description, type: "string" }). */
  query?: Readonly<Record<string, string | { description: string; type: "string" }>>;
  /** The success status; `alsoOk` lists other success statuses the same answer may come with. */
  status: number;
  alsoOk?: readonly number[];
  /** The JSON answer's schema, or null for a raw body (a file) described in `rawDescription`. */
  response: z.ZodTypeAny | null;
  rawDescription?: string;
  errors: readonly number[];
}

/** Keeps the literal types of a declaration (its response schema above all). */
export function operation<const Op extends Operation>(declaration: Op): Op {
  return declaration;
}

/** The answer an operation declares, as it travels (snake_case). */
export type ResponseOf<Op extends Operation> = Op["response"] extends z.ZodTypeAny ? z.output<Op["response"]> : never;
/** What a server handler may give for it (before any transforms). */
export type ReplyOf<Op extends Operation> = Op["response"] extends z.ZodTypeAny ? z.input<Op["response"]> : never;

export type PathParams = Readonly<Record<string, string | number>>;

export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

/** The concrete path of a call: every `{name}` replaced by its encoded value. */
export function pathOf(op: Pick<Operation, "path">, params: PathParams = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter ${name} for ${op.path}`);
    return encodeURIComponent(String(value));
  });
}
