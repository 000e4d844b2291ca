import { type FocusEvent, type RefObject, useEffect, useRef } from "react";

import { fieldId } from "./field-id";
import { useEngineField } from "./form-engine";

// Errors soon after typing or leaving were caused by the user and are announced; a submit's are read by the summary.
const ANNOUNCE_WINDOW_MS = 1500;
const ANNOUNCE_CLEAR_MS = 5000;

interface FormFieldOptions {
  formId?: string;
  label?: string;
  hasHint?: boolean;
  describedBy?: string;
  /** Moving between a group's options is not leaving it. */
  groupRef?: RefObject<HTMLElement | null>;
}

type ControlProps = {
  onChange?: (...args: never[]) => void;
  onBlur?: (...args: never[]) => void;
  type?: string;
  value?: unknown;
  [key: string]: unknown;
};

type WiredProps<P> = P & {
  name: string;
  defaultValue?: string | number | readonly string[];
  defaultChecked?: boolean;
  onChange: (...args: never[]) => void;
  onBlur: (...args: never[]) => void;
};

/** SPEC §5: validation on input and change is the engine's; on blur it is added here. */
export function useFormField(
  name: string,
  { formId, label, hasHint = false, describedBy, groupRef }: FormFieldOptions = {},
) {
  const field = useEngineField(name, { formId });
  const { error, validate, getInputProps } = field;
  const id = fieldId(name);
  const hintId = hasHint ? `${id}-podpowiedz` : undefined;
  const errorId = error ? `${id}-blad` : undefined;
  const lastInteraction = useRef(0);
  const announcerRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const announcer = announcerRef.current;
    if (!announcer) return;
    if (!error || Date.now() - lastInteraction.current > ANNOUNCE_WINDOW_MS) {
      announcer.textContent = "";
      return;
    }
    // Written to the DOM, not state: a render per keystroke buys nothing.
    announcer.textContent = label ? `Błąd w polu „${label}”: ${error}` : `Błąd: ${error}`;
    const timer = setTimeout(() => {
      announcer.textContent = "";
    }, ANNOUNCE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [error, label]);

  function getControlProps<P extends ControlProps>(props: P): WiredProps<P> {
    const { onChange, onBlur } = props;
    return getInputProps({
      ...props,
      onChange: (...args: never[]) => {
        lastInteraction.current = Date.now();
        onChange?.(...args);
      },
      onBlur: (...args: never[]) => {
        lastInteraction.current = Date.now();
        const event = args[0] as unknown as FocusEvent<HTMLElement> | undefined;
        const next = event?.relatedTarget;
        const staysInGroup = next instanceof Node && groupRef?.current?.contains(next);
        // The summary taking the focus is not the user leaving; validating would drop the server's errors.
        const toSummary = next instanceof Element && next.closest("[data-error-summary]") !== null;
        if (!staysInGroup && !toSummary) void validate();
        onBlur?.(...args);
      },
    }) as unknown as WiredProps<P>;
  }

  return {
    error,
    defaultValue: field.defaultValue as unknown,
    validate,
    id,
    hintId,
    errorId,
    describedBy: [hintId, describedBy, errorId].filter(Boolean).join(" ") || undefined,
    announcerRef,
    getControlProps,
  };
}

export type FormField = ReturnType<typeof useFormField>;

export function fieldClassName(error: string | undefined, ...extra: (string | undefined)[]): string {
  return ["field", error ? "field--error" : undefined, ...extra].filter(Boolean).join(" ");
}

export function messageProps({ hintId, error, errorId, announcerRef }: FormField) {
  return { hintId, error, errorId, announcerRef };
}
