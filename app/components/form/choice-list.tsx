import type { Choice } from "./choice";
import { optionId } from "./field-id";
import type { FormField } from "./use-form-field";

export function ChoiceList({
  field,
  name,
  options,
  type,
  inline = false,
}: {
  field: FormField;
  name: string;
  options: readonly Choice[];
  type: "radio" | "checkbox";
  inline?: boolean;
}) {
  return (
    <div className={inline ? "choices choices--inline" : "choices"}>
      {options.map((option, index) => {
        const id = optionId(name, index);
        const optionHintId = option.hint ? `${id}-opis` : undefined;
        return (
          <div className="choice" key={option.value}>
            <input
              {...field.getControlProps({ id, type, value: option.value })}
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
  );
}
