import { useRef, type ReactNode } from "react";
import "./form.css";

import type { Choice } from "./choice";
import { FieldMessages } from "./field-messages";
import { optionId } from "./field-id";
import { fieldClassName, messageProps, useFormField } from "./use-form-field";

export interface CheckboxGroupProps {
  name: string;
  legend: string;
  hint?: ReactNode;
  options: readonly Choice[];
  formId?: string;
  className?: string;
}

/**
 * Several checkboxes under one name in a fieldset; the form posts every ticked
 * value (zod-form-data's repeatable() reads them as a list). Repopulate with
 * the list of values. The first box carries the field id the error summary links to.
 */
export function CheckboxGroup({ name, legend, hint, options, formId, className }: CheckboxGroupProps) {
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const field = useFormField(name, { formId, label: legend, hasHint: Boolean(hint), groupRef });
  return (
    <div className={fieldClassName(field.error, className)}>
      <fieldset className="fieldset" ref={groupRef} aria-describedby={field.describedBy}>
        <legend className="fieldset__legend">{legend}</legend>
        <FieldMessages {...messageProps(field)} hint={hint} />
        <div className="choices">
          {options.map((option, index) => {
            const id = optionId(name, index);
            const optionHintId = option.hint ? `${id}-podpowiedz` : undefined;
            return (
              <div className="choice" key={option.value}>
                <input
                  {...field.getControlProps({ id, type: "checkbox", value: option.value })}
                  className="choice__input"
                  aria-invalid={field.error ? true : undefined}
                  aria-describedby={optionHintId}
                />
                <label className="choice__label" htmlFor={id}>
                  {option.label}
                </label>
                {option.hint ? (
                  <div className="field__hint choice__hint" id={optionHintId}>
                    {option.hint}
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
