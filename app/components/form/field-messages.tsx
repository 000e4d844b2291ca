import type { ReactNode, RefObject } from "react";

/** GOV.UK pattern; errors caused by typing are announced through a polite live region. */
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
