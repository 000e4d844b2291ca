import type { ReactNode } from "react";

import { ErrorSummary } from "~/components/form/error-summary";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField, type TextFieldProps } from "~/components/form/text-field";
import { ValidatedForm } from "~/components/form/validated-form";

import { SECOND_FACTOR_FORM, secondFactorCodeValidator } from "./second-factor.form";

const LABELS = { code: "Kod z aplikacji" };

/** The one-field form that takes a code from the authenticator app (setting it up, or logging in). */
export function SecondFactorCodeForm({
  action,
  hint,
  codeInput,
  children,
}: {
  action: string;
  hint: string;
  /** What the code's input says to the keyboard. */
  codeInput: Pick<TextFieldProps, "inputMode" | "spellCheck" | "autoCapitalize">;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <ValidatedForm
      id={SECOND_FACTOR_FORM}
      validator={secondFactorCodeValidator}
      method="post"
      action={action}
      noValidate
    >
      <ErrorSummary labels={LABELS} />
      <TextField name="code" label={LABELS.code} hint={hint} autoComplete="one-time-code" {...codeInput} />
      <SubmitButton pendingLabel="Sprawdzanie…">{children}</SubmitButton>
    </ValidatedForm>
  );
}
