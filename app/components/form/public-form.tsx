import { Form, type FormProps, useActionData, useFormAction, useNavigation, useSubmit } from "@remix-run/react";
import { createContext, type FormEvent, type ReactNode, useContext, useEffect, useRef, useState } from "react";

import {
  fieldErrorsFromIssues,
  formDataToObject,
  type FormFailure,
  type FormSchema,
  isFormFailure,
} from "~/lib/forms/form-failure";

import {
  type EngineField,
  type EngineFormState,
  type EngineInputProps,
  type FieldErrors,
  type FormEngine,
  FormEngineContext,
} from "./form-engine";

export type PublicFormProps = {
  /** Loaded on the first focus; the module must not import zod or server code. */
  schema: () => Promise<FormSchema>;
  /** What the action sent back after a refused submit wins. */
  defaultValues?: Record<string, unknown>;
  children: ReactNode;
} & Omit<
  FormProps,
  "method" | "noValidate" | "children" | "navigate" | "fetcherKey" | "reloadDocument" | "defaultValue"
>;

interface PublicFormState {
  errors: FieldErrors;
  defaults: Record<string, unknown>;
  hasBeenSubmitted: boolean;
  isSubmitting: boolean;
  validateField: (name: string) => void;
  registerReceiveFocus: (name: string, handler: () => void) => () => void;
}

const PublicFormStateContext = createContext<PublicFormState | null>(null);

function usePublicFormState(): PublicFormState {
  const state = useContext(PublicFormStateContext);
  if (!state) throw new Error("Outside a PublicForm");
  return state;
}

type Handler = (...args: never[]) => void;

const publicFormEngine: FormEngine = {
  useField(name): EngineField {
    const { errors, defaults, validateField } = usePublicFormState();
    const defaultValue = defaults[name];
    return {
      error: errors[name],
      defaultValue,
      validate: () => validateField(name),
      getInputProps: <P extends { onChange?: Handler; onBlur?: Handler; type?: string; value?: unknown }>(props: P) => {
        const wired: Record<string, unknown> = {
          ...props,
          name,
          // First, so a masked field formats the value before it is read.
          onChange: (...args: never[]) => {
            props.onChange?.(...args);
            validateField(name);
          },
          onBlur: props.onBlur ?? (() => {}),
        };
        // As remix-validated-form: a box or radio is checked by its value.
        if (props.type === "checkbox")
          wired.defaultChecked = isCheckboxChecked(String(props.value ?? "on"), defaultValue);
        else if (props.type === "radio")
          wired.defaultChecked =
            typeof defaultValue === "string" ? defaultValue === String(props.value ?? "on") : undefined;
        else if (props.value === undefined) wired.defaultValue = defaultValue;
        for (const key of Object.keys(wired)) if (wired[key] === undefined) delete wired[key];
        return wired as EngineInputProps<P>;
      },
    };
  },
  useFormState(): EngineFormState {
    const { errors, hasBeenSubmitted, isSubmitting, registerReceiveFocus } = usePublicFormState();
    return { fieldErrors: errors, hasBeenSubmitted, isSubmitting, registerReceiveFocus };
  },
};

function isCheckboxChecked(value: string, defaultValue: unknown): boolean | undefined {
  if (Array.isArray(defaultValue)) return defaultValue.some((item) => item === true || item === value);
  if (typeof defaultValue === "boolean") return defaultValue;
  if (typeof defaultValue === "string") return defaultValue === value;
  return undefined;
}

/** Why: docs/decisions/004-two-form-engines.md */
export function PublicForm({
  schema: loadSchema,
  defaultValues,
  children,
  onFocus,
  onSubmit,
  action,
  ...formProps
}: PublicFormProps) {
  const actionData = useActionData<unknown>();
  const failure = isFormFailure(actionData) ? actionData : undefined;
  const [errors, setErrors] = useState<FieldErrors>(() => failure?.fieldErrors ?? {});
  const [shownFailure, setShownFailure] = useState<FormFailure | undefined>(failure);
  const [hasBeenSubmitted, setHasBeenSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const schemaRef = useRef<FormSchema | null>(null);
  const loading = useRef<Promise<FormSchema | null> | null>(null);
  const touched = useRef(new Set<string>());
  const focusHandlers = useRef(new Map<string, () => void>());
  const waitingToSubmit = useRef(false);
  const formAction = useFormAction(action);
  const navigation = useNavigation();
  const submit = useSubmit();

  // A new answer from the action replaces every error, as the server's page would.
  if (failure !== shownFailure) {
    setShownFailure(failure);
    if (failure) setErrors(failure.fieldErrors);
  }

  function currentErrors(): Record<string, string> | null {
    const schema = schemaRef.current;
    const form = formRef.current;
    if (!schema || !form) return null;
    const result = schema.safeParse(formDataToObject(new FormData(form)));
    return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
  }

  function showErrorsOf(names: Iterable<string>) {
    const all = currentErrors();
    if (!all) return;
    setErrors((shown) => {
      const next = { ...shown };
      for (const name of names) {
        if (all[name]) next[name] = all[name];
        else delete next[name];
      }
      return next;
    });
  }

  function validateField(name: string) {
    touched.current.add(name);
    showErrorsOf([name]);
  }

  function ensureSchema(): Promise<FormSchema | null> {
    loading.current ??= loadSchema().then(
      (schema) => {
        schemaRef.current = schema;
        // What was typed while the schema was on its way is checked now.
        showErrorsOf(touched.current);
        return schema;
      },
      // Offline, or a deploy replaced the chunk: the server still validates.
      () => null,
    );
    return loading.current;
  }

  function focusFirstInvalid(fieldErrors: Record<string, string | undefined>) {
    const form = formRef.current;
    if (!form) return;
    const controls = Array.from(form.elements);
    const first = controls.map((control) => control.getAttribute("name")).find((name) => name && fieldErrors[name]);
    if (!first) return;
    const handler = focusHandlers.current.get(first);
    if (handler) handler();
    else (controls.find((control) => control.getAttribute("name") === first) as HTMLElement | undefined)?.focus();
  }

  function refuse(fieldErrors: Record<string, string>) {
    setErrors(fieldErrors);
    // After React has shown the errors, so the focused summary lists them.
    setTimeout(() => focusFirstInvalid(fieldErrors), 0);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    setHasBeenSubmitted(true);
    if (schemaRef.current) {
      const all = currentErrors() ?? {};
      if (Object.keys(all).length > 0) {
        event.preventDefault();
        refuse(all);
      } else {
        setErrors({});
      }
      return;
    }
    // Submitted before the schema arrived: check once it is here, then post.
    event.preventDefault();
    // A second click meanwhile would post twice.
    if (waitingToSubmit.current) return;
    waitingToSubmit.current = true;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const target =
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : event.currentTarget;
    void ensureSchema().then(() => {
      waitingToSubmit.current = false;
      if (!formRef.current) return;
      const all = currentErrors() ?? {};
      if (Object.keys(all).length > 0) return refuse(all);
      setErrors({});
      submit(target);
    });
  }

  // An answer present at the first render is focused by the error summary itself.
  const firstFailure = useRef(failure);
  useEffect(() => {
    if (!failure || failure === firstFailure.current) return;
    focusFirstInvalid(failure.fieldErrors);
  }, [failure]);

  const state: PublicFormState = {
    errors,
    defaults: { ...defaultValues, ...failure?.values },
    hasBeenSubmitted,
    isSubmitting: navigation.state !== "idle" && navigation.formAction === formAction,
    validateField,
    registerReceiveFocus: (name, handler) => {
      focusHandlers.current.set(name, handler);
      return () => {
        if (focusHandlers.current.get(name) === handler) focusHandlers.current.delete(name);
      };
    },
  };

  return (
    <FormEngineContext.Provider value={publicFormEngine}>
      <PublicFormStateContext.Provider value={state}>
        <Form
          {...formProps}
          action={action}
          method="post"
          noValidate
          ref={formRef}
          onFocus={(event) => {
            onFocus?.(event);
            void ensureSchema();
          }}
          onSubmit={handleSubmit}
        >
          {children}
        </Form>
      </PublicFormStateContext.Provider>
    </FormEngineContext.Provider>
  );
}
