import { useState } from "react";

import { SURVEY_LABELS } from "~/areas/survey/survey";
import { Checkbox } from "~/components/form/checkbox";
import { useEngineField } from "~/components/form/form-engine";
import { TextField } from "~/components/form/text-field";
import { useHydrated } from "~/lib/use-hydrated";
import { isChecked } from "~/lib/validation";

/** With JavaScript the type's field appears once the box is ticked; without, it is always there with a hint. */
export function DisabilityFields() {
  const hydrated = useHydrated();
  const { defaultValue } = useEngineField("has_disability_certificate");
  const [certified, setCertified] = useState(() => isChecked(defaultValue));
  return (
    <>
      <Checkbox
        name="has_disability_certificate"
        label="Ma orzeczenie o niepełnosprawności"
        onChange={(event) => setCertified(event.target.checked)}
      />
      {!hydrated || certified ? (
        <TextField
          name="type_of_disability"
          label={SURVEY_LABELS.type_of_disability}
          hint={hydrated ? undefined : "Wypełnij tylko wtedy, gdy zaznaczono orzeczenie o niepełnosprawności."}
          autoComplete="off"
        />
      ) : null}
    </>
  );
}
