import {
  type FormProps,
  useField,
  useFormContext,
  useIsSubmitting,
  ValidatedForm as RvfValidatedForm,
} from "remix-validated-form";

import { type DraftOptions, NetworkFailureNotice, RestoredDraftNotice, useFormDraft } from "./form-draft";
import { type EngineField, type EngineFormState, type FormEngine, FormEngineContext } from "./form-engine";

/** SPEC §5: every input, blur and change; blur is added by useFormField. */
const VALIDATION_BEHAVIOR = { initial: "onChange", whenTouched: "onChange", whenSubmitted: "onChange" } as const;

/** A field blurring as its form leaves the page; nothing to validate then, and the submit validates anyway. */
const FORM_DROPPED = "Validate called before form was initialized.";

function isFormDropped(error: unknown): boolean {
  return error instanceof Error && error.message === FORM_DROPPED;
}

export function validateWhileMounted(validate: () => unknown): () => Promise<unknown> {
  return () =>
    // Typed as void by the library, a promise at run time.
    Promise.resolve(validate()).catch((error: unknown) => {
      if (!isFormDropped(error)) throw error;
    });
}

// The library's own change handler leaves that rejection unhandled: only that one is not reported.
if (typeof window !== "undefined") {
  window.addEventListener("unhandledrejection", (event) => {
    if (isFormDropped(event.reason)) event.preventDefault();
  });
}

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
  /** Needs a form `id` or draft `name`, and `clientAction = sendKeepingDraft` (006-drafts-on-the-device.md). */
  draft?: boolean | DraftOptions;
};

/** One zod schema serves the form and the action. Why: docs/decisions/004-two-form-engines.md */
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
