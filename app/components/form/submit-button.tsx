import type { ReactNode } from "react";
import "./form.css";

import { useEngineFormState } from "./form-engine";

export interface SubmitButtonProps {
  children: ReactNode;
  formId?: string;
  pendingLabel?: string;
  /** Sent with the form when this button submits it, e.g. to tell "save" from "save and add another". */
  name?: string;
  value?: string;
}

/**
 * Shows progress while the form is on its way and refuses a second click
 * meanwhile (with JavaScript). Without it a second post can still happen:
 * pair the form with <SubmissionKey /> so the server creates nothing twice.
 */
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
