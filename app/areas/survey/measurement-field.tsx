import { type ChangeEvent, useRef, useState } from "react";

import { MEASUREMENT_NAMES, measurementHint, OMITTED_LABEL, omittedField } from "~/areas/survey/survey";
import { Checkbox } from "~/components/form/checkbox";
import { fieldId } from "~/components/form/field-id";
import { useEngineField } from "~/components/form/form-engine";
import { TextField } from "~/components/form/text-field";
import { useHydrated } from "~/lib/use-hydrated";
import { isChecked, type SurveyMeasurement } from "~/lib/validation";

/** Omitted is sent as null, never 0; without JavaScript the server ignores an omitted measurement's result. */
export function MeasurementField({ name }: { name: SurveyMeasurement }) {
  const hydrated = useHydrated();
  const omittedName = omittedField(name);
  const { defaultValue } = useEngineField(omittedName);
  const result = useEngineField(name);
  const [omitted, setOmitted] = useState(() => isChecked(defaultValue));
  const typedBeforeOmitting = useRef("");
  const { title, result: resultLabel } = MEASUREMENT_NAMES[name];

  function toggle(event: ChangeEvent<HTMLInputElement>) {
    const input = document.getElementById(fieldId(name));
    if (input instanceof HTMLInputElement) {
      if (event.target.checked) {
        typedBeforeOmitting.current = input.value;
        input.value = "";
      } else if (input.value === "") {
        input.value = typedBeforeOmitting.current;
      }
    }
    setOmitted(event.target.checked);
    // The result is blank and the box ticked: validating now clears its error.
    if (event.target.checked) void result.validate();
  }

  return (
    <fieldset className="fieldset measurement">
      <legend className="fieldset__legend measurement__title">{title}</legend>
      <TextField
        name={name}
        label={resultLabel}
        hint={measurementHint(name)}
        inputMode="decimal"
        autoComplete="off"
        className="field--measurement"
        disabled={hydrated && omitted}
      />
      <Checkbox name={omittedName} label={OMITTED_LABEL} onChange={toggle} />
    </fieldset>
  );
}
