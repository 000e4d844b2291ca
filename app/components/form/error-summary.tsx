import { type MouseEvent, useEffect, useRef, useState } from "react";

import { FORM_ERROR } from "~/lib/forms/form-failure";

import { fieldId } from "./field-id";
import { useEngineFormState } from "./form-engine";

import "./form.css";

export interface ErrorSummaryProps {
  labels?: Record<string, string>;
  formId?: string;
  title?: string;
}

/** Focused after a failed submit so a screen reader reads it (GOV.UK pattern); a form-level error comes first. */
export function ErrorSummary({ labels = {}, formId, title = "Popraw błędy w formularzu" }: ErrorSummaryProps) {
  const { fieldErrors, hasBeenSubmitted, registerReceiveFocus } = useEngineFormState(formId);
  const formError = fieldErrors[FORM_ERROR];
  const entries = inFieldOrder(
    Object.entries(fieldErrors).filter(([name, message]) => message && name !== FORM_ERROR),
    Object.keys(labels),
  );
  // Errors at the first render came from the server; later ones show only once a submit failed.
  const [renderedWithErrors] = useState(() => entries.length > 0 || Boolean(formError));
  const visible = (entries.length > 0 || Boolean(formError)) && (hasBeenSubmitted || renderedWithErrors);
  const ref = useRef<HTMLDivElement>(null);
  const [focusRequests, setFocusRequests] = useState(0);

  // Taking over the engine's focus handler for every field sends the focus here instead.
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const requestFocus = () => setFocusRequests((count) => count + 1);
    const names = new Set(
      Array.from(form.elements, (element) => element.getAttribute("name")).filter((name): name is string =>
        Boolean(name),
      ),
    );
    const unregister = Array.from(names, (name) => registerReceiveFocus(name, requestFocus));
    return () => unregister.forEach((off) => off());
  });

  // Deferred: on the first render the engine's focusing runs after this component's effects.
  useEffect(() => {
    if (focusRequests === 0 && !renderedWithErrors) return;
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusRequests, renderedWithErrors]);

  return (
    <div
      className="error-summary"
      data-error-summary=""
      ref={ref}
      tabIndex={-1}
      hidden={!visible}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={renderedWithErrors}
    >
      {visible ? (
        <div role="alert">
          <h2 className="error-summary__title">{entries.length > 0 ? title : "Nie udało się wysłać formularza"}</h2>
          {formError ? <p className="error-summary__message">{formError}</p> : null}
          {entries.length > 0 ? (
            <ul className="error-summary__list">
              {entries.map(([name, message]) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`} onClick={focusField}>
                    {labels[name] ? `${labels[name]}: ${message}` : message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {/* The form's first "field": both engines focus the first invalid field in the form's order, so an error
          of the whole form brings the focus here (the handler above). An output is never posted. */}
      <output name={FORM_ERROR} hidden />
    </div>
  );
}

/** The validator's or the API's order is not the order a teacher reads in. */
function inFieldOrder<Message>(entries: [string, Message][], fields: string[]): [string, Message][] {
  const position = (name: string) => {
    const index = fields.indexOf(name);
    return index === -1 ? fields.length : index;
  };
  return entries
    .map((entry, arrival) => ({ entry, arrival }))
    .sort((a, b) => position(a.entry[0]) - position(b.entry[0]) || a.arrival - b.arrival)
    .map(({ entry }) => entry);
}

/** As GOV.UK: focus the field; the #fragment is replaced, not pushed, as Back would drop the action's errors. */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const { hash } = event.currentTarget;
  const input = document.getElementById(hash.slice(1));
  if (!(input instanceof HTMLElement)) return;
  event.preventDefault();
  window.history.replaceState(window.history.state, "", hash);
  const caption = input.closest("fieldset")?.querySelector("legend") ?? input.closest(".field")?.querySelector("label");
  caption?.scrollIntoView?.();
  input.focus({ preventScroll: Boolean(caption) });
}
