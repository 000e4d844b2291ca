import type { ReactNode, RefObject } from "react";

import { FieldMessages } from "./field-messages";
import { fieldClassName, type FormField, messageProps } from "./use-form-field";

/** One control's frame: label, hint and error above it (GOV.UK pattern). */
export function FieldFrame({
  field,
  label,
  hint,
  className,
  children,
}: {
  field: FormField;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={fieldClassName(field.error, className)}>
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <FieldMessages {...messageProps(field)} hint={hint} />
      {children}
    </div>
  );
}

/** A group's frame: a fieldset whose legend names the choices, with hint and error inside. */
export function FieldsetFrame({
  field,
  legend,
  hint,
  className,
  groupRef,
  children,
}: {
  field: FormField;
  legend: string;
  hint?: ReactNode;
  className?: string;
  groupRef: RefObject<HTMLFieldSetElement>;
  children: ReactNode;
}) {
  return (
    <div className={fieldClassName(field.error, className)}>
      <fieldset className="fieldset" ref={groupRef} aria-describedby={field.describedBy}>
        <legend className="fieldset__legend">{legend}</legend>
        <FieldMessages {...messageProps(field)} hint={hint} />
        {children}
      </fieldset>
    </div>
  );
}

/** The control's own link to its messages. */
export function controlAria(field: FormField) {
  return { "aria-invalid": field.error ? true : undefined, "aria-describedby": field.describedBy } as const;
}
