import { ErrorSummary } from "~/components/form/error-summary";
import { PublicForm } from "~/components/form/public-form";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";

import { loadSetPasswordRules, SET_PASSWORD_LABELS } from "./set-password.form";

export function SetPasswordForm({ token, submitLabel }: { token: string; submitLabel: string }) {
  return (
    <PublicForm schema={loadSetPasswordRules}>
      <ErrorSummary labels={SET_PASSWORD_LABELS} />
      <input type="hidden" name="token" value={token} />
      <TextField
        name="password"
        label={SET_PASSWORD_LABELS.password}
        hint="Od 8 do 30 znaków, w tym mała i wielka litera, cyfra oraz znak specjalny, np. ! lub #."
        type="password"
        autoComplete="new-password"
      />
      <TextField
        name="password_repeat"
        label={SET_PASSWORD_LABELS.password_repeat}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton pendingLabel="Zapisywanie…">{submitLabel}</SubmitButton>
    </PublicForm>
  );
}
