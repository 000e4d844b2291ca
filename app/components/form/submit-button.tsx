import type { ReactNode } from "react";

import { useEngineFormState } from "./form-engine";

import "./form.css";

export interface SubmitButtonProps {
  children: ReactNode;
  formId?: string;
  pendingLabel?: string;
  name?: string;
  value?: string;
}

/** Without JavaScript a second post can still happen: pair the form with <SubmissionKey />. */
export function SubmitButton({ children, formId, pendingLabel = "Trwa wysyłanie…", name, value }: SubmitButtonProps) {
  const submitting = useEngineFormState(formId).isSubmitting;
  return (
    <button
      type="submit"
      className="button form__submit"
      disabled={submitting}
      aria-live="polite"
      name={name}
      value={value}
    >
      {submitting ? pendingLabel : children}
    </button>
  );
}
