import { createContext, useContext } from "react";

/**
 * What the field components need from the form they are in, whatever keeps
 * its state: remix-validated-form on account pages (validated-form.tsx), a
 * light engine on public pages (public-form.tsx). The fields import only this
 * module. Why: docs/decisions/004-two-form-engines.md
 */

/** Field names to messages; a field without an error has none (or undefined). */
export type FieldErrors = Record<string, string | undefined>;

type Handler = (...args: never[]) => void;

/** Props a control gets from its engine: its name, its default (value or checked) and the event wiring. */
export type EngineInputProps<P> = P & {
  name: string;
  defaultValue?: string | number | readonly string[];
  defaultChecked?: boolean;
  onChange: Handler;
  onBlur: Handler;
};

export interface EngineField {
  error: string | undefined;
  /** The value the form starts from: the screen's defaults, or what was typed before a refused submit. */
  defaultValue: unknown;
  /** Validates this field now and shows (or clears) its error. */
  validate: () => unknown;
  /**
   * Wires a control: name, default value (or checked state for a checkbox or
   * radio with a `value`) and validation on every change. Validation on blur
   * is the caller's (useFormField), which knows when leaving is not leaving.
   */
  getInputProps: <P extends { onChange?: Handler; onBlur?: Handler; type?: string; value?: unknown }>(
    props: P,
  ) => EngineInputProps<P>;
}

export interface EngineFormState {
  fieldErrors: FieldErrors;
  /** A submit was attempted (in the browser) since the form was rendered. */
  hasBeenSubmitted: boolean;
  /** The form is on its way to the server (with JavaScript). */
  isSubmitting: boolean;
  /**
   * After a refused submit the engine focuses the first invalid field; a
   * handler registered for a field is called instead (the error summary takes
   * the focus this way). Returns the function that unregisters it.
   */
  registerReceiveFocus: (name: string, handler: () => void) => () => void;
}

export interface FormEngine {
  /** A hook: call it unconditionally, as any other. */
  useField: (name: string, options: { formId?: string }) => EngineField;
  /** A hook: call it unconditionally, as any other. */
  useFormState: (formId?: string) => EngineFormState;
}

export const FormEngineContext = createContext<FormEngine | null>(null);

function useFormEngine(): FormEngine {
  const engine = useContext(FormEngineContext);
  // A programmer's error, said briefly: every byte here is sent with every form page.
  if (!engine) throw new Error("Form field outside a ValidatedForm or PublicForm");
  return engine;
}

/** The field `name` of the form this component is in. */
export function useEngineField(name: string, options: { formId?: string } = {}): EngineField {
  return useFormEngine().useField(name, options);
}

/** The state of the form this component is in (or of `formId`, with remix-validated-form). */
export function useEngineFormState(formId?: string): EngineFormState {
  return useFormEngine().useFormState(formId);
}
