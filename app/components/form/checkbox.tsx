import type { InputHTMLAttributes, ReactNode } from "react";

import { controlAria } from "./field-frame";
import { FieldMessages } from "./field-messages";
import { fieldClassName, messageProps, useFormField } from "./use-form-field";

import "./form.css";

export type CheckboxProps = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The requiredCheckbox rule accepts "on" and "true". */
  value?: string;
  formId?: string;
  className?: string;
} & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "name" | "id" | "className" | "type" | "value" | "defaultValue" | "defaultChecked"
>;

export function Checkbox({ name, label, hint, value = "on", formId, className, ...inputProps }: CheckboxProps) {
  const field = useFormField(name, {
    formId,
    label: typeof label === "string" ? label : undefined,
    hasHint: Boolean(hint),
  });
  return (
    <div className={fieldClassName(field.error, "field--choice", className)}>
      <FieldMessages {...messageProps(field)} />
      <div className="choice">
        <input
          {...field.getControlProps({ id: field.id, type: "checkbox", value, ...inputProps })}
          className="choice__input"
          {...controlAria(field)}
        />
        <label className="choice__label" htmlFor={field.id}>
          {label}
        </label>
        {hint ? (
          <div className="field__hint choice__hint" id={field.hintId}>
            {hint}
          </div>
        ) : null}
      </div>
    </div>
  );
}
