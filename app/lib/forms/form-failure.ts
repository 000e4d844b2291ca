// The contract between a PublicForm and its action, used in the browser and on
// the server alike. It is part of a public page's initial JavaScript, so it
// imports nothing that carries zod.
import type { FormIssue, FormSchema } from "~/lib/validation/checks";

export type { FormSchema };

/**
 * The key of an error about the whole form, not one field (SPEC §8): the
 * server failed, or the API named no field this form has. The error summary
 * shows it first, with no link; nothing is posted under this name.
 */
export const FORM_ERROR = "_form";

/** What a form posted, as it may be shown again: text values only (a file cannot be put back). */
export type FormValues = Record<string, string | string[]>;

/**
 * An action's answer to a refused submit (status 4xx/5xx): the error of each
 * field and what the user typed, never a password or a file. PublicForm reads
 * it from useActionData, with or without JavaScript.
 */
export interface FormFailure {
  fieldErrors: Record<string, string>;
  values: FormValues;
}

/** An issue of the form's rules, or of a zod schema (whose unions nest the issues of their branches). */
type Issue = FormIssue & { code?: string; unionErrors?: { issues: readonly Issue[] }[] };

export function isFormFailure(data: unknown): data is FormFailure {
  if (!data || typeof data !== "object") return false;
  const { fieldErrors, values } = data as Partial<FormFailure>;
  return typeof fieldErrors === "object" && fieldErrors !== null && typeof values === "object" && values !== null;
}

/**
 * FormData as the schema reads it: one value per name, a list when a name
 * repeats (checkbox groups), as remix-validated-form reads flat names, so a
 * rule behaves the same under either engine.
 */
export function formDataToObject(formData: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const object: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(formData.keys())) {
    const all = formData.getAll(name);
    object[name] = all.length === 1 ? all[0] : all;
  }
  return object;
}

/** The first message for each field, keyed like remix-validated-form's with-zod ("a.b", "list[0]"). */
export function fieldErrorsFromIssues(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of flatten(issues)) {
    const path = issue.path.reduce<string>(
      (joined, part) => (Number.isNaN(Number(part)) ? `${joined}${joined ? "." : ""}${part}` : `${joined}[${part}]`),
      "",
    );
    errors[path] ??= issue.message;
  }
  return errors;
}

/** A union's issues are those of its branches. */
function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) =>
    issue.code === "invalid_union" && issue.unionErrors
      ? issue.unionErrors.flatMap((error) => flatten(error.issues))
      : [issue],
  );
}
