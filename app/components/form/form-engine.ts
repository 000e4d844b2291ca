import { createContext, useContext } from "react";

// Why: docs/decisions/004-two-form-engines.md

export type FieldErrors = Record<string, string | undefined>;

type Handler = (...args: never[]) => void;

export type EngineInputProps<P> = P & {
  name: string;
  defaultValue?: string | number | readonly string[];
  defaultChecked?: boolean;
  onChange: Handler;
  onBlur: Handler;
};

export interface EngineField {
  error: string | undefined;
  defaultValue: unknown;
  validate: () => unknown;
  /** Validation on blur is the caller's (useFormField), which knows when leaving is not leaving. */
  getInputProps: <P extends { onChange?: Handler; onBlur?: Handler; type?: string; value?: unknown }>(
    props: P,
  ) => EngineInputProps<P>;
}

export interface EngineFormState {
  fieldErrors: FieldErrors;
  hasBeenSubmitted: boolean;
  isSubmitting: boolean;
  /** After a refused submit the engine calls this instead of focusing the field itself. */
  registerReceiveFocus: (name: string, handler: () => void) => () => void;
}

export interface FormEngine {
  useField: (name: string, options: { formId?: string }) => EngineField;
  useFormState: (formId?: string) => EngineFormState;
}

export const FormEngineContext = createContext<FormEngine | null>(null);

function useFormEngine(): FormEngine {
  const engine = useContext(FormEngineContext);
  // Said briefly: every byte here is sent with every form page.
  if (!engine) throw new Error("Form field outside a ValidatedForm or PublicForm");
  return engine;
}

export function useEngineField(name: string, options: { formId?: string } = {}): EngineField {
  return useFormEngine().useField(name, options);
}

export function useEngineFormState(formId?: string): EngineFormState {
  return useFormEngine().useFormState(formId);
}
