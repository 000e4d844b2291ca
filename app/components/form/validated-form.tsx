import {
  ValidatedForm as RvfValidatedForm,
  useField,
  useFormContext,
  useIsSubmitting,
  type FormProps,
} from "remix-validated-form";

import { FormEngineContext, type EngineField, type EngineFormState, type FormEngine } from "./form-engine";

/**
 * SPEC §5: validation runs on every input, blur and change, from the first
 * keystroke. remix-validated-form validates on change with this behaviour;
 * blur is added by useFormField, as the library validates on blur only in
 * its "onBlur" mode.
 */
const VALIDATION_BEHAVIOR = { initial: "onChange", whenTouched: "onChange", whenSubmitted: "onChange" } as const;

/** The field components' engine backed by remix-validated-form (account pages, which have no JavaScript budget). */
const validatedFormEngine: FormEngine = {
  useField(name, { formId }): EngineField {
    const { error, defaultValue, validate, getInputProps } = useField(name, {
      formId,
      validationBehavior: VALIDATION_BEHAVIOR,
    });
    return {
      error,
      defaultValue: defaultValue as unknown,
      validate,
      getInputProps: getInputProps as EngineField["getInputProps"],
    };
  },
  useFormState(formId): EngineFormState {
    const { fieldErrors, hasBeenSubmitted, registerReceiveFocus } = useFormContext(formId);
    const isSubmitting = useIsSubmitting(formId);
    return { fieldErrors, hasBeenSubmitted, isSubmitting, registerReceiveFocus };
  },
};

/**
 * remix-validated-form's ValidatedForm (same props), with the field
 * components wired to it. One zod schema (withZod) serves it and the action,
 * which answers validationError(errors, submittedData, init) on a refusal.
 */
export function ValidatedForm<
  DataType extends { [fieldName: string]: unknown },
  Subaction extends string | undefined = undefined,
>(props: FormProps<DataType, Subaction>) {
  return (
    <FormEngineContext.Provider value={validatedFormEngine}>
      <RvfValidatedForm {...props} />
    </FormEngineContext.Provider>
  );
}
