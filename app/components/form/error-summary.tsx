import { useEffect, useRef } from "react";

import { useFormContext } from "remix-validated-form";

import { fieldId } from "./text-field";

/**
 * After a failed submit: every error at the top of the form, each linking to
 * its field, focused so a screen reader announces it (GOV.UK pattern). Works
 * the same when the server re-renders the page without JavaScript.
 */
export function ErrorSummary({ labels, formId }: { labels: Record<string, string>; formId?: string }) {
  const { fieldErrors } = useFormContext(formId);
  const entries = Object.entries(fieldErrors).filter(([, message]) => message);
  const ref = useRef<HTMLDivElement>(null);
  const errorKey = entries.map(([name, message]) => `${name}:${message}`).join("|");

  useEffect(() => {
    if (errorKey) ref.current?.focus();
  }, [errorKey]);

  if (entries.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="podsumowanie-bledow">
      <h2 className="error-summary__title" id="podsumowanie-bledow">
        Popraw błędy w formularzu
      </h2>
      <ul className="error-summary__list">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`}>{labels[name] ? `${labels[name]}: ${message}` : message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
