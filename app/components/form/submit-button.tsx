import type { ReactNode } from "react";

import { useIsSubmitting } from "remix-validated-form";

/** Shows progress while the form is on its way, and refuses a second click meanwhile. */
export function SubmitButton({ children, formId, pendingLabel = "Trwa wysyłanie…" }: { children: ReactNode; formId?: string; pendingLabel?: string }) {
  const submitting = useIsSubmitting(formId);
  return (
    <button type="submit" className="button form__submit" disabled={submitting} aria-live="polite">
      {submitting ? pendingLabel : children}
    </button>
  );
}
