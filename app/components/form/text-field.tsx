import type { InputHTMLAttributes } from "react";
import "./form.css";

import { useField } from "remix-validated-form";

type TextFieldProps = {
  name: string;
  label: string;
  hint?: string;
  /** The value sent back after a failed submit without JavaScript (never a password). */
  formId?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

/**
 * A labelled input with its hint and error (GOV.UK pattern): the error is
 * announced with the field and tied to it by aria-describedby.
 */
export function TextField({ name, label, hint, formId, className, ...inputProps }: TextFieldProps) {
  const { error, getInputProps } = useField(name, { formId });
  const id = fieldId(name);
  const hintId = hint ? `${id}-podpowiedz` : undefined;
  const errorId = error ? `${id}-blad` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={`field${error ? " field--error" : ""}${className ? ` ${className}` : ""}`}>
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
          <span className="visually-hidden">Błąd: </span>
          {error}
        </p>
      ) : null}
      <input
        {...getInputProps({ id, ...inputProps })}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}

/** Field ids are derived from names, so the error summary can link to them. */
export function fieldId(name: string): string {
  return `pole-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
}
