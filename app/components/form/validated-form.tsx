import {
  ValidatedForm as RvfValidatedForm,
  useField,
  useFormContext,
  useIsSubmitting,
  type FormProps,
} from "remix-validated-form";

import { FormEngineContext, type EngineField, type EngineFormState, type FormEngine } from "./form-engine";
import { NetworkFailureNotice, RestoredDraftNotice, useFormDraft, type DraftOptions } from "./form-draft";

/**
 * SPEC §5: validation runs on every input, blur and change, from the first
 * keystroke. remix-validated-form validates on change with this behaviour;
 * blur is added by useFormField, as the library validates on blur only in
 * its "onBlur" mode.
 */
const VALIDATION_BEHAVIOR = { initial: "onChange", whenTouched: "onChange", whenSubmitted: "onChange" } as const;

/**
 * remix-validated-form rejects a validation asked of a form whose state it has
 * already dropped (or not yet made): a field that loses the focus as its form
 * is taken off the page (rebuilt with a draft, or left) blurs after the form
 * is gone. There is nothing to validate then, and the submit validates anyway.
 */
const FORM_DROPPED = "Validate called before form was initialized.";

function isFormDropped(error: unknown): boolean {
  return error instanceof Error && error.message === FORM_DROPPED;
}

/** A field's validation that asks nothing of a dropped form; any other failure still surfaces. */
export function validateWhileMounted(validate: () => unknown): () => Promise<unknown> {
  return () =>
    // Typed as void by the library, a promise at run time.
    Promise.resolve(validate()).catch((error: unknown) => {
      if (!isFormDropped(error)) throw error;
    });
}

// The library's own change handler asks the same of a dropped form, out of reach of the wrapper
// above, and leaves the rejection unhandled: that one, and only that one, is not reported.
if (typeof window !== "undefined") {
  window.addEventListener("unhandledrejection", (event) => {
    if (isFormDropped(event.reason)) event.preventDefault();
  });
}

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
      validate: validateWhileMounted(validate),
      getInputProps: getInputProps as EngineField["getInputProps"],
    };
  },
  useFormState(formId): EngineFormState {
    const { fieldErrors, hasBeenSubmitted, registerReceiveFocus } = useFormContext(formId);
    const isSubmitting = useIsSubmitting(formId);
    return { fieldErrors, hasBeenSubmitted, isSubmitting, registerReceiveFocus };
  },
};

type ValidatedFormProps<DataType, Subaction extends string | undefined> = FormProps<DataType, Subaction> & {
  /**
   * Keep what is typed on this device until the server accepts it (a long form
   * filled at the gym). The form needs an `id` or a draft `name`, and its route exports
   * `clientAction = sendKeepingDraft` (lib/form-draft.ts), which removes the
   * draft once accepted and answers a dropped connection in the form.
   */
  draft?: boolean | DraftOptions;
};

/**
 * remix-validated-form's ValidatedForm (same props), with the field
 * components wired to it. One zod schema (withZod) serves it and the action,
 * which answers validationError(errors, submittedData, init) on a refusal.
 */
export function ValidatedForm<
  DataType extends { [fieldName: string]: unknown },
  Subaction extends string | undefined = undefined,
>({ draft, ...props }: ValidatedFormProps<DataType, Subaction>) {
  return (
    <FormEngineContext.Provider value={validatedFormEngine}>
      {draft ? (
        <DraftedForm draft={draft === true ? {} : draft} {...props} />
      ) : (
        <RvfValidatedForm {...props}>
          <NetworkFailureNotice form={props.id ?? null} />
          {props.children}
        </RvfValidatedForm>
      )}
    </FormEngineContext.Provider>
  );
}

/** A form built with its draft's values when one was kept, else with the page's. */
function DraftedForm<DataType extends { [fieldName: string]: unknown }, Subaction extends string | undefined>({
  draft: options,
  defaultValues,
  children,
  ...props
}: FormProps<DataType, Subaction> & { draft: DraftOptions }) {
  const { key: draftName, restored, rebuilding, discard, markerInput } = useFormDraft(props.id, options);
  if (rebuilding) return null;
  return (
    <RvfValidatedForm
      {...props}
      defaultValues={(restored?.values as FormProps<DataType, Subaction>["defaultValues"]) ?? defaultValues}
    >
      {markerInput}
      {restored ? <RestoredDraftNotice draft={restored} onDiscard={discard} /> : null}
      <NetworkFailureNotice form={draftName ?? props.id ?? null} />
      {children}
    </RvfValidatedForm>
  );
}
