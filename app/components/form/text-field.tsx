import type { InputHTMLAttributes, ReactNode } from "react";
import "./form.css";

import { FieldMessages } from "./field-messages";
import { fieldClassName, messageProps, useFormField } from "./use-form-field";

export type TextFieldProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Only for a field rendered outside its ValidatedForm. */
  formId?: string;
  /** Class of the field's wrapper. */
  className?: string;
  /** Shapes a default or repopulated value for display (a masked field shows stored digits in groups). */
  formatDefaultValue?: (value: string) => string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "className" | "defaultValue" | "defaultChecked">;

/**
 * A labelled input with its hint and error (GOV.UK pattern): the error is tied
 * to it by aria-describedby and announced when typing causes it. Its value
 * comes from the form's defaultValues, or after a failed submit without
 * JavaScript from validationError's repopulateFields.
 */
export function TextField({ name, label, hint, formId, className, formatDefaultValue, ...inputProps }: TextFieldProps) {
  const field = useFormField(name, { formId, label, hasHint: Boolean(hint) });
  const props = field.getControlProps({ id: field.id, ...inputProps });
  // A password is never written back into the page, whatever the screen repopulates.
  if (inputProps.type === "password") delete props.defaultValue;
  else if (formatDefaultValue && typeof props.defaultValue === "string")
    props.defaultValue = formatDefaultValue(props.defaultValue);

  return (
    <div className={fieldClassName(field.error, className)}>
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <FieldMessages {...messageProps(field)} hint={hint} />
      <input
        {...props}
        className="field__input"
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.describedBy}
      />
    </div>
  );
}
