import { json, type TypedResponse } from "@remix-run/node";
import { validationError, type Validator } from "remix-validated-form";

import {
  fieldErrorsFromIssues,
  FORM_ERROR,
  formDataToObject,
  type FormFailure,
  type FormSchema,
  type FormValues,
} from "~/lib/forms/form-failure";

import { asErrorResponse, UpstreamError } from "../api/errors.server";
import { redirectWithToast } from "../responses.server";
import type { Session } from "../session.server";

// Why: docs/decisions/004-two-form-engines.md

/** A body that is not a form is a 400 page in Polish, never a 500 (ASVS V13.1.1, V5.1). */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw unreadableForm();
  }
}

export function unreadableForm(): Response {
  return new Response("Nie udało się odczytać przesłanego formularza. Wróć do niego i wyślij go ponownie.", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Never sent back nor kept: any field name with "pass" or "hasło"/"haslo" in it. */
const NEVER_ECHOED = /pass|has[lł]o/i;

export type FormValidation<Output> =
  | { data: Output; values: FormValues; failure?: undefined }
  | { data?: undefined; values: FormValues; failure: TypedResponse<FormFailure> };

export function validateForm<Output>(
  schema: FormSchema<Output>,
  formData: FormData,
  options: { omit?: readonly string[] } = {},
): FormValidation<Output> {
  const values = submittedValues(formData, options.omit);
  const result = schema.safeParse(formDataToObject(formData));
  if (result.success) return { data: result.data, values };
  return { values, failure: formFailure(fieldErrorsFromIssues(result.error.issues), values) };
}

export function submittedValues(formData: FormData, omit: readonly string[] = []): FormValues {
  const values: FormValues = {};
  for (const name of new Set(formData.keys())) {
    if (NEVER_ECHOED.test(name) || omit.includes(name)) continue;
    // Duck-typed: Remix's File and Node's are different classes (DESIGN §3).
    const texts = formData.getAll(name).filter((value): value is string => typeof value === "string");
    if (texts.length === 0) continue;
    values[name] = texts.length === 1 ? texts[0] : texts;
  }
  return values;
}

export function formFailure(
  fieldErrors: Record<string, string>,
  values: FormValues = {},
  init: { status?: number; headers?: HeadersInit } = {},
): TypedResponse<FormFailure> {
  const safeValues = Object.fromEntries(Object.entries(values).filter(([name]) => !NEVER_ECHOED.test(name)));
  return json({ fieldErrors, values: safeValues }, { status: init.status ?? 400, headers: init.headers });
}

/** A failed form speaks through its error summary, never a toast: toasts are for outcomes that leave the page. */
export async function upstreamFailure(
  error: unknown,
  values: FormValues,
  options: { field?: string; fields?: readonly string[]; message?: string } = {},
): Promise<TypedResponse<FormFailure>> {
  if (!(error instanceof UpstreamError)) throw error;
  return formFailure(upstreamFieldErrors(error, { fields: Object.keys(values), ...options }), values, {
    status: upstreamFailureStatus(error),
    headers: error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined,
  });
}

/** A server failure is never one field's error. */
export function upstreamFieldErrors(
  error: UpstreamError,
  { field, fields, message = error.message }: { field?: string; fields: readonly string[]; message?: string },
): Record<string, string> {
  const atFields = Object.fromEntries(
    Object.entries(error.fieldErrors)
      .filter(([name]) => fields.includes(name))
      .map(([name, messages]) => [name, messages[0]]),
  );
  if (Object.keys(atFields).length > 0) return atFields;
  return { [field && error.status < 500 ? field : FORM_ERROR]: message };
}

/** A refusal (400 by default) or 5xx keeps what was typed on the page; others are the error page's. */
export function isToldOnForm(error: unknown, refusals: readonly number[] = [400]): error is UpstreamError {
  return error instanceof UpstreamError && (refusals.includes(error.status) || error.status >= 500);
}

export function upstreamFailureStatus(error: UpstreamError): number {
  // Throttled stays 429 (ASVS 4.0.3 V2.2.1).
  return error.status >= 500 || error.status === 429 ? error.status : 400;
}

export async function formRefused(
  session: Session,
  error: unknown,
  values: unknown,
  { formId, fields, field, message }: { formId: string; fields: readonly string[]; field?: string; message?: string },
) {
  if (!(error instanceof UpstreamError)) throw error;
  const headers = await session.commit();
  if (error.retryAfterSeconds) headers.set("Retry-After", String(error.retryAfterSeconds));
  return validationError({ fieldErrors: upstreamFieldErrors(error, { fields, field, message }), formId }, values, {
    status: upstreamFailureStatus(error),
    headers,
  });
}

/**
 * A form's whole save: its own errors, else the API's refusal (400 or 5xx) told on the form with what was
 * typed, else the redirect with the toast `done` names; any other answer (403, 404) is the error page's.
 */
export async function saveForm<Data, Saved>(
  session: Session,
  formData: FormData,
  form: { id: string; fields: readonly string[]; validator: Validator<Data> },
  save: (data: Data) => Promise<Saved>,
  done: (saved: Saved, data: Data) => { to: string; success: string },
) {
  const result = await form.validator.validate(formData);
  if (result.error) return validationError({ ...result.error, formId: form.id }, result.submittedData);
  let saved: Saved;
  try {
    saved = await save(result.data);
  } catch (error) {
    if (!isToldOnForm(error)) return asErrorResponse(error);
    return formRefused(session, error, result.submittedData, { formId: form.id, fields: form.fields });
  }
  const { to, success } = done(saved, result.data);
  return redirectWithToast(session, to, { success });
}
