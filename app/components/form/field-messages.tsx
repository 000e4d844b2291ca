import type { ReactNode, RefObject } from "react";

/**
 * Hint and error above the control (GOV.UK pattern), plus a polite live region
 * through which errors caused by typing or leaving the field are announced.
 */
export interface FieldMessagesProps {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
  announcerRef: RefObject<HTMLSpanElement>;
}

export function FieldMessages({ hint, hintId, error, errorId, announcerRef }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          <span className="visually-hidden">Błąd: </span>
          {error}
        </p>
      ) : null}
      <span className="visually-hidden" aria-live="polite" ref={announcerRef} />
    </>
  );
}
