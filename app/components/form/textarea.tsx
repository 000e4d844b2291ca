import {
  type ChangeEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";

import { pluralPl } from "~/lib/validation/messages";
import { textLength } from "~/lib/validation/text";

import { controlAria, FieldFrame } from "./field-frame";
import { fieldId } from "./field-id";
import { useFormField } from "./use-form-field";

import "./form.css";

export type TextareaProps = {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Not a maxlength: pair it with the maxLength rule so the server says the same. */
  characterLimit?: number;
  formId?: string;
  className?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "className" | "defaultValue" | "maxLength">;

// Announced once the user pauses, not at every keystroke.
const COUNT_ANNOUNCE_DELAY_MS = 1000;

function characters(count: number): string {
  return `${count} ${pluralPl(count, "znak", "znaki", "znaków")}`;
}

export function characterCountMessage(length: number, limit: number): string {
  const left = limit - length;
  return left >= 0 ? `Możesz wpisać jeszcze ${characters(left)}` : `Przekroczono limit o ${characters(-left)}`;
}

const subscribeNever = () => () => {};

export function Textarea({
  name,
  label,
  hint,
  characterLimit,
  formId,
  className,
  rows = 5,
  onChange,
  ...textareaProps
}: TextareaProps) {
  const countId = characterLimit === undefined ? undefined : `${fieldId(name)}-licznik`;
  const field = useFormField(name, { formId, label, hasHint: Boolean(hint), describedBy: countId });
  const initialText = typeof field.defaultValue === "string" ? field.defaultValue : "";
  const [lengthAtLoad] = useState(() => textLength(initialText));
  const [length, setLength] = useState(lengthAtLoad);
  const [spokenCount, setSpokenCount] = useState("");
  // The server and the hydrating render show the limit alone, so both agree.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  useEffect(() => {
    if (characterLimit === undefined || length === lengthAtLoad) return;
    const timer = setTimeout(
      () => setSpokenCount(characterCountMessage(length, characterLimit)),
      COUNT_ANNOUNCE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [length, characterLimit, lengthAtLoad]);

  const props = field.getControlProps({
    id: field.id,
    rows,
    ...textareaProps,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
      if (characterLimit !== undefined) {
        setLength(textLength(event.currentTarget.value));
      }
      onChange?.(event);
    },
  });
  const over = characterLimit !== undefined && length > characterLimit;

  return (
    <FieldFrame field={field} label={label} hint={hint} className={className}>
      <textarea
        {...(props as TextareaHTMLAttributes<HTMLTextAreaElement>)}
        className="field__input field__textarea"
        {...controlAria(field)}
      />
      {characterLimit === undefined ? null : (
        <>
          <div id={countId} className={hydrated ? "visually-hidden" : "field__hint field__count"}>
            {`Możesz wpisać do ${characterLimit} ${pluralPl(characterLimit, "znaku", "znaków", "znaków")}`}
          </div>
          {hydrated ? (
            <>
              <div className={over ? "field__count field__count--over" : "field__count"} aria-hidden="true">
                {characterCountMessage(length, characterLimit)}
              </div>
              <div className="visually-hidden" aria-live="polite">
                {spokenCount}
              </div>
            </>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
