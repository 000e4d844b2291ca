import { type ReactNode, useRef } from "react";

import type { Choice } from "./choice";
import { ChoiceList } from "./choice-list";
import { FieldsetFrame } from "./field-frame";
import { useFormField } from "./use-form-field";

import "./form.css";

export interface RadioGroupProps {
  name: string;
  legend: string;
  hint?: ReactNode;
  options: readonly Choice[];
  inline?: boolean;
  formId?: string;
  className?: string;
}

/** GOV.UK pattern; the first radio carries the field id. */
export function RadioGroup({ name, legend, hint, options, inline = false, formId, className }: RadioGroupProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const field = useFormField(name, { formId, label: legend, hasHint: Boolean(hint), groupRef });
  return (
    <FieldsetFrame field={field} legend={legend} hint={hint} className={className} groupRef={groupRef}>
      <ChoiceList field={field} name={name} options={options} type="radio" inline={inline} />
    </FieldsetFrame>
  );
}
