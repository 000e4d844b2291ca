// Every malformed input is a DRF-shaped 400 in Polish.
import type { Context } from "hono";
import { z } from "zod";

import { maxLengthMessage, minLengthMessage, REQUIRED } from "../../../app/lib/validation";
import { ApiError, type FieldErrors, MESSAGES, nonFieldError, validationError } from "./errors";

const polishErrorMap: z.ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.received === "undefined" || issue.received === "null") return { message: REQUIRED };
      return { message: invalidTypeMessage(issue.expected) };
    case z.ZodIssueCode.too_big:
      if (issue.type === "string") return { message: maxLengthMessage(Number(issue.maximum)) };
      if (issue.type === "array") return { message: `Podaj najwyżej ${issue.maximum} pozycji.` };
      return { message: `Wprowadź wartość nie większą niż ${issue.maximum}` };
    case z.ZodIssueCode.too_small:
      if (issue.type === "string")
        return Number(issue.minimum) <= 1
          ? { message: REQUIRED }
          : { message: minLengthMessage(Number(issue.minimum)) };
      if (issue.type === "array") return { message: `Podaj co najmniej ${issue.minimum} pozycji.` };
      return { message: `Wprowadź wartość nie mniejszą niż ${issue.minimum}` };
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_literal:
    case z.ZodIssueCode.invalid_union:
      return { message: "Wybierz jedną z dostępnych wartości." };
    case z.ZodIssueCode.unrecognized_keys:
      return { message: "Nieznane pola." };
    default:
      return { message: ctx.defaultError === "Invalid input" ? "Niepoprawna wartość." : ctx.defaultError };
  }
};

function invalidTypeMessage(expected: string): string {
  switch (expected) {
    case "number":
    case "integer":
      return "Wprowadź liczbę.";
    case "boolean":
      return "Wybierz tak lub nie.";
    case "string":
      return "Wprowadź tekst.";
    case "array":
      return "Oczekiwano listy.";
    case "object":
      return "Niepoprawne dane – oczekiwano obiektu.";
    default:
      return "Niepoprawna wartość.";
  }
}

function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join(".") : "non_field_errors";
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

export function parseWith<Schema extends z.ZodTypeAny>(schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data, { errorMap: polishErrorMap });
  if (!result.success) throw validationError(toFieldErrors(result.error));
  return result.data;
}

type FormBody = Record<string, string | File | (string | File)[]>;

/** Tab, LF and CR allowed (a textarea); PostgreSQL cannot store NUL (ASVS 4.0.3 V5.1.3, V5.1.4). */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function fieldsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  const field = path.join(".") || "non_field_errors";
  if (typeof value === "string") return CONTROL_CHARACTER.test(value) ? [field] : [];
  if (value instanceof File) return CONTROL_CHARACTER.test(value.name) ? [field] : [];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([name, item]) =>
    CONTROL_CHARACTER.test(name) ? ["non_field_errors"] : fieldsWithControlCharacters(item, [...path, name]),
  );
}

function refuseControlCharacters<Body>(body: Body): Body {
  const fields = [...new Set(fieldsWithControlCharacters(body))];
  if (fields.length > 0) {
    throw validationError(Object.fromEntries(fields.map((field) => [field, [MESSAGES.controlCharacters]])));
  }
  return body;
}

export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    let form: FormBody;
    try {
      form = (await c.req.parseBody({ all: true })) as FormBody;
    } catch {
      throw nonFieldError(MESSAGES.malformedForm);
    }
    return refuseControlCharacters({ ...form });
  }
  if (type !== "" && type !== "application/json" && !type.endsWith("+json")) {
    throw new ApiError(415, { detail: MESSAGES.unsupportedMediaType });
  }
  const text = await c.req.text();
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw nonFieldError(MESSAGES.malformedJson);
  }
  return refuseControlCharacters(parsed as Record<string, unknown>);
}

export async function readObjectBody(c: Context): Promise<Record<string, unknown>> {
  const body = await readBody(c);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw nonFieldError(MESSAGES.malformedJson);
  return body;
}

/** Anything else is simply not found. */
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) === 0) throw new ApiError(404, { detail: MESSAGES.notFound });
  return Number(value);
}
