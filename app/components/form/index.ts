// The form toolkit of every screen (issue 4): GOV.UK-style fields that work
// with and without JavaScript, validated by the rules of app/lib/validation.
//
// The fields get their state from the form's engine (form-engine.ts):
// - ValidatedForm (remix-validated-form) on account pages. A screen uses one
//   zod schema for it and for its action; when the action refuses a submit
//   (validation, or a 4xx/5xx from the upstream), it answers
//   validationError(errors, result.submittedData, init).
// - PublicForm on public pages, which have a JavaScript budget: it loads its
//   schema only when the user first focuses the form, and its action answers
//   with ~/lib/forms.server (validateForm, formFailure).
// Either way the fields show every error and every typed value again after a
// refused submit, with or without JavaScript. Public pages import the files
// they use directly, not this index, so nothing of the other engine reaches them.
// Passwords and files are never written back, whatever is repopulated.
// Field names are the API's snake_case names; ErrorSummary links to
// fieldId(name). A form with a FileField needs encType="multipart/form-data".
// A form that creates something carries <SubmissionKey />, and its action
// refuses a key it has already seen.
export { Checkbox, type CheckboxProps } from "./checkbox";
export { CheckboxGroup, type CheckboxGroupProps } from "./checkbox-group";
export type { Choice, SelectOption } from "./choice";
export { DateField } from "./date-field";
export { DateTimeField } from "./date-time-field";
export { ErrorSummary, type ErrorSummaryProps } from "./error-summary";
export { fieldId, optionId } from "./field-id";
export { FileField, fileLimitsText, formatFileSize, type FileFieldProps } from "./file-field";
export { MASK_PRESETS, type MaskPreset, type MaskPresetName } from "./mask-presets";
export { MaskedField, type MaskedFieldProps } from "./masked-field";
export { RadioGroup, type RadioGroupProps } from "./radio-group";
export { Select, type SelectProps } from "./select";
export { SUBMISSION_KEY_FIELD, SubmissionKey, type SubmissionKeyProps } from "./submission-key";
export { SubmitButton, type SubmitButtonProps } from "./submit-button";
export { TextField, type TextFieldProps } from "./text-field";
export { Textarea, characterCountMessage, type TextareaProps } from "./textarea";
export { PublicForm, type PublicFormProps } from "./public-form";
export { VALIDATION_BEHAVIOR, ValidatedForm, ValidatedFormEngine } from "./validated-form";
export type { EngineField, EngineFormState, FieldErrors, FormEngine } from "./form-engine";
export type { FormFailure, FormValues } from "~/lib/form-failure";
