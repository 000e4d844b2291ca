// The form toolkit of every screen (issue 4): GOV.UK-style fields that work
// with and without JavaScript, validated by the rules of app/lib/validation.
//
// A screen uses one zod schema for ValidatedForm and for its action. When the
// action refuses a submit (validation, or a 4xx/5xx from the upstream), it
// answers validationError(errors, result.submittedData, init): the fields show
// every error and every typed value again, with or without JavaScript.
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
export { VALIDATION_BEHAVIOR } from "./use-form-field";
