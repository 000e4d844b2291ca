import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

import { FormFailedNotice } from "~/components/form/form-failed-notice";

/** One of an office page's plain forms: it posts its `intent` and says when the last try of it failed. */
export function IntentForm({
  intent,
  failed,
  submitLabel,
  encType,
  children,
}: {
  intent: string;
  failed: string | null | undefined;
  submitLabel: string;
  encType?: "multipart/form-data";
  children: ReactNode;
}) {
  return (
    <Form method="post" encType={encType} className="staff-form">
      <FormFailedNotice message={failed} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </Form>
  );
}

export interface StaffFieldAria {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A field of the office's plain forms and filters: label, hint and the answer's error around the control that `children` draws. */
export function StaffField({
  id,
  label,
  hint,
  error,
  className = "field",
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: (aria: StaffFieldAria) => ReactNode;
}) {
  const hintId = hint ? `${id}-wskazowka` : undefined;
  const errorId = error ? `${id}-blad` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ");
  return (
    <div className={error ? `${className} field--error` : className}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {children({ "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
    </div>
  );
}
