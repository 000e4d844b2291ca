import { type ReactNode, useRef } from "react";

import type { Choice } from "./choice";
import { ChoiceList } from "./choice-list";
import { FieldsetFrame } from "./field-frame";
import { useFormField } from "./use-form-field";

import "./form.css";

export interface CheckboxGroupProps {
  name: string;
  legend: string;
  hint?: ReactNode;
  options: readonly Choice[];
  formId?: string;
  className?: string;
}

/** The form posts every ticked value (zod-form-data's repeatable()); the first box carries the field id. */
export function CheckboxGroup({ name, legend, hint, options, formId, className }: CheckboxGroupProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const field = useFormField(name, { formId, label: legend, hasHint: Boolean(hint), groupRef });
  return (
    <FieldsetFrame field={field} legend={legend} hint={hint} className={className} groupRef={groupRef}>
      <ChoiceList field={field} name={name} options={options} type="checkbox" />
    </FieldsetFrame>
  );
}
