// Part of a public page's initial JavaScript: nothing here may import zod.
import type { FormIssue, FormSchema } from "~/lib/validation/checks";

export type { FormSchema };

/** An error about the whole form (SPEC §8); nothing is posted under this name. */
export const FORM_ERROR = "_form";

export type FormValues = Record<string, string | string[]>;

export interface FormFailure {
  fieldErrors: Record<string, string>;
  values: FormValues;
}

type Issue = FormIssue & { code?: string; unionErrors?: { issues: readonly Issue[] }[] };

export function isFormFailure(data: unknown): data is FormFailure {
  if (!data || typeof data !== "object") return false;
  const { fieldErrors, values } = data as Partial<FormFailure>;
  return typeof fieldErrors === "object" && fieldErrors !== null && typeof values === "object" && values !== null;
}

/** One value per name, a list when a name repeats, as remix-validated-form reads it. */
export function formDataToObject(formData: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const object: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(formData.keys())) {
    const all = formData.getAll(name);
    object[name] = all.length === 1 ? all[0] : all;
  }
  return object;
}

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

function flatten(issues: readonly Issue[]): Issue[] {
  return issues.flatMap((issue) =>
    issue.code === "invalid_union" && issue.unionErrors
      ? issue.unionErrors.flatMap((error) => flatten(error.issues))
      : [issue],
  );
}
