import type { InputHTMLAttributes, ReactNode } from "react";

import { controlAria, FieldFrame } from "./field-frame";
import { useFormField } from "./use-form-field";

import "./form.css";

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
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <input {...props} className="field__input" {...controlAria(field)} />
    </FieldFrame>
  );
}
