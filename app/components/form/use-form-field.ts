import { useEffect, useRef, type FocusEvent, type RefObject } from "react";

import { fieldId } from "./field-id";
import { useEngineField } from "./form-engine";

// An error that appears this soon after the user typed in or left the field
// was caused by them and is announced; errors from a submit are not, because
// the focused error summary reads them all at once.
const ANNOUNCE_WINDOW_MS = 1500;
// The announcement is cleared afterwards so reading the page does not repeat it.
const ANNOUNCE_CLEAR_MS = 5000;

interface FormFieldOptions {
  formId?: string;
  /** Plain-text label, named in the announcement so the user knows which field went wrong after leaving it. */
  label?: string;
  hasHint?: boolean;
  /** Further ids the control is described by (a character count, say). */
  describedBy?: string;
  /** For radio and checkbox groups: moving between options of the group is not leaving it. */
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

/**
 * What every field component shares: ids, the hint/error association,
 * validation timing and error announcements. The state comes from the form's
 * engine (form-engine.ts); SPEC §5 validation on input and change is the
 * engine's, on blur it is added here.
 */
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
    // Written to the DOM, not state: an extra render per keystroke buys nothing here.
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
        // The error summary taking the focus after a failed submit is not the
        // user leaving the field; validating then would drop the server's errors.
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
    /** For aria-describedby: hint first, then error, as GOV.UK orders them. */
    describedBy: [hintId, describedBy, errorId].filter(Boolean).join(" ") || undefined,
    announcerRef,
    getControlProps,
  };
}

export type FormField = ReturnType<typeof useFormField>;

/** The wrapper class of a field, marked when it holds an error. */
export function fieldClassName(error: string | undefined, ...extra: (string | undefined)[]): string {
  return ["field", error ? "field--error" : undefined, ...extra].filter(Boolean).join(" ");
}

/** The parts of a field its FieldMessages show. */
export function messageProps({ hintId, error, errorId, announcerRef }: FormField) {
  return { hintId, error, errorId, announcerRef };
}
