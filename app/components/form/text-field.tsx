import type { InputHTMLAttributes, ReactNode } from "react";
import "./form.css";

import { FieldMessages } from "./field-messages";
import { fieldClassName, messageProps, useFormField } from "./use-form-field";

export type TextFieldProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  formId?: string;
  className?: string;
  formatDefaultValue?: (value: string) => string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "className" | "defaultValue" | "defaultChecked">;

export function TextField({ name, label, hint, formId, className, formatDefaultValue, ...inputProps }: TextFieldProps) {
  const field = useFormField(name, { formId, label, hasHint: Boolean(hint) });
  const props = field.getControlProps({ id: field.id, ...inputProps });
  // A password is never written back into the page.
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
