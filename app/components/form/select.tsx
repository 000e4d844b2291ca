import type { ReactNode, SelectHTMLAttributes } from "react";

import type { SelectOption } from "./choice";
import { controlAria, FieldFrame } from "./field-frame";
import { SelectOptions } from "./select-options";
import { useFormField } from "./use-form-field";

import "./form.css";

export type SelectProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  options: readonly SelectOption[];
  /** Posts "" so a required rule reports it; `null` leaves it out. */
  placeholder?: string | null;
  formId?: string;
  className?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "className" | "defaultValue" | "multiple">;

export function Select({
  name,
  label,
  hint,
  options,
  placeholder = "Wybierz z listy",
  formId,
  className,
  ...selectProps
}: SelectProps) {
  const field = useFormField(name, { formId, label, hasHint: Boolean(hint) });
  const props = field.getControlProps({ id: field.id, ...selectProps });
  // Ids from the API may be numbers; options compare as text.
  if (props.defaultValue !== undefined && props.defaultValue !== null) props.defaultValue = String(props.defaultValue);
  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <select
        {...(props as SelectHTMLAttributes<HTMLSelectElement>)}
        className="field__input field__select"
        {...controlAria(field)}
      >
        <SelectOptions first={placeholder} options={options} />
      </select>
    </FieldFrame>
  );
}
