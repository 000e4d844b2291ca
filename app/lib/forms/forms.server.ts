import { json, type TypedResponse } from "@remix-run/node";
import {
  fieldErrorsFromIssues,
  formDataToObject,
  FORM_ERROR,
  type FormFailure,
  type FormSchema,
  type FormValues,
} from "~/lib/forms/form-failure";

import { validationError } from "remix-validated-form";

import { UpstreamError } from "../api/errors.server";
import type { Session } from "../session.server";

/**
 * The action side of a PublicForm (app/components/form/public-form.tsx): the
 * same schema the browser loads validates the post, and a refusal answers a
 * FormFailure the form shows, with or without JavaScript.
 */

/**
 * The post's fields. A body that is not a form (no body, text, JSON, a
 * broken multipart) is the sender's mistake, answered with a 400 page in
 * Polish, never a 500 (ASVS V13.1.1, V5.1.x).
 */
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

/**
 * Never sent back nor kept, whatever the screen: a password in the page (or
 * its cache, or a cookie) is a password leaked. Any name with "pass" or
 * "hasło"/"haslo" in it: password, current_password, new_password1, nowe_haslo.
 */
const NEVER_ECHOED = /pass|has[lł]o/i;

export type FormValidation<Output> =
  | { data: Output; values: FormValues; failure?: undefined }
  | { data?: undefined; values: FormValues; failure: TypedResponse<FormFailure> };

/**
 * Validates a post with the form's schema. On success `data` is the parsed
 * value; otherwise `failure` is the 400 answer to return as it is. `values` is
 * what may be shown again, for a refusal the action makes later (upstream).
 */
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

/**
 * What was posted, to be put back into the form: text only (never a file),
 * and never a password or a field named in `omit`.
 */
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

/** A refused submit: the errors by field and the values to show again; 400 unless told otherwise. */
export function formFailure(
  fieldErrors: Record<string, string>,
  values: FormValues = {},
  init: { status?: number; headers?: HeadersInit } = {},
): TypedResponse<FormFailure> {
  const safeValues = Object.fromEntries(Object.entries(values).filter(([name]) => !NEVER_ECHOED.test(name)));
  return json({ fieldErrors, values: safeValues }, { status: init.status ?? 400, headers: init.headers });
}

/**
 * The upstream refused what the form sent, or failed. Its errors on fields
 * this form has (by default: the posted ones, or those named in `fields`)
 * stand at those fields; anything else is one message (by default the
 * upstream's overall one, SPEC §8) for the whole form, or on `field` for a
 * refusal the caller places there. A refusal answers 400 and a fault (5xx)
 * keeps its status. A failed form speaks through its error summary only,
 * never a toast: toasts are for outcomes that leave the page. Anything that
 * is no answer of the API is thrown on, to the error page.
 */
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

/**
 * Where an upstream error stands on a form (SPEC §8; the field errors of
 * upstreamFailure, for a form of another engine too): the upstream's errors
 * at the `fields` the form has; otherwise its message at form level
 * (FORM_ERROR), or at `field` when it is a refusal (4xx) the caller places
 * there. A failure of the server is never one field's error.
 */
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

/**
 * Whether a form tells this upstream error itself: a refusal of what was
 * sent (`refusals`, 400 by default) or a failure of the server (5xx), which
 * leaves what was typed on the page. Any other (403, 404) is the error page's.
 */
export function isToldOnForm(error: unknown, refusals: readonly number[] = [400]): error is UpstreamError {
  return error instanceof UpstreamError && (refusals.includes(error.status) || error.status >= 500);
}

/** The status of a form refused upstream: 400 for a refusal, the upstream's own for a fault (5xx). */
export function upstreamFailureStatus(error: UpstreamError): number {
  // Throttled stays 429 (ASVS 4.0.3 V2.2.1): the browser, a proxy and a script all see it, not only the message.
  return error.status >= 500 || error.status === 429 ? error.status : 400;
}

/**
 * The API refused a form (ValidatedForm), or failed: its errors at the
 * form's own fields, otherwise its message for the whole form (or at
 * `field`, for a refusal the caller places there); the typed values come
 * back. A refusal answers 400; a fault (5xx) and a throttled form (429) keep
 * their status. Anything that is no answer of the API is thrown on, to the
 * error page.
 */
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
