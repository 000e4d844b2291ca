import { useRef, type ChangeEvent, type ClipboardEvent, type FocusEvent } from "react";

// The zod-free modules only: a masked field must not bring zod into a public page.
import { applyMask, isMaskPlaceholder, maskCaret, unmask } from "~/lib/validation/mask";

import { MASK_PRESETS, type MaskPreset, type MaskPresetName } from "./mask-presets";
import { TextField, type TextFieldProps } from "./text-field";

export type MaskedFieldProps = Omit<TextFieldProps, "type"> &
  (
    | { preset: MaskPresetName; mask?: never; normalizePaste?: never }
    | { preset?: never; mask: string; normalizePaste?: (text: string) => string }
  );

const DIGITS_ONLY = (mask: string) => Array.from(mask).every((char) => !isMaskPlaceholder(char) || char === "#");

/**
 * A text field that formats what is typed or pasted with `applyMask` (SPEC §5:
 * # digit, @ letter, * letter or digit). It is a convenience, never a gate:
 * pasting always lands, there is no maxlength, and without JavaScript it is a
 * plain input whose value the rule normalises on the server.
 */
export function MaskedField(props: MaskedFieldProps) {
  const { preset, mask: ownMask, normalizePaste: ownNormalize, hint, onChange, onPaste, onFocus, ...rest } = props;
  const config: MaskPreset | undefined = preset ? MASK_PRESETS[preset] : undefined;
  const mask = config?.mask ?? ownMask ?? "";
  const normalizePaste = config?.normalizePaste ?? ownNormalize;
  // The value as the mask last left it; a deletion that leaves it unchanged hit a literal.
  const previous = useRef<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const native = event.nativeEvent as Partial<InputEvent>;
    if (!native.isComposing) formatInput(input, mask, previous.current, native.inputType);
    previous.current = input.value;
    onChange?.(event);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    const text = event.clipboardData?.getData("text");
    if (event.defaultPrevented || !text) return;
    // Inserted here rather than by the browser so the pasted text is normalised
    // first ("+48 600 700 800" must not become "486 007 008"); the input event
    // then masks it and validates as if it had been typed.
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const inserted = normalizePaste ? normalizePaste(text) : text;
    setNativeValue(input, input.value.slice(0, start) + inserted + input.value.slice(end));
    input.setSelectionRange(start + inserted.length, start + inserted.length);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    previous.current = event.currentTarget.value;
    onFocus?.(event);
  }

  return (
    <TextField
      spellCheck={false}
      autoComplete={config?.autoComplete}
      {...rest}
      hint={hint === undefined ? config?.hint : hint}
      type="text"
      inputMode={rest.inputMode ?? (DIGITS_ONLY(mask) ? "numeric" : "text")}
      formatDefaultValue={(value) => maskedDefault(mask, value)}
      onChange={handleChange}
      onPaste={handlePaste}
      onFocus={handleFocus}
    />
  );
}

/** Masks the input's value in place and puts the caret after the same characters it followed. */
function formatInput(input: HTMLInputElement, mask: string, previous: string | null, inputType?: string): void {
  let raw = input.value;
  let caret = input.selectionStart ?? raw.length;
  let masked = applyMask(mask, raw);
  const deleting = inputType === "deleteContentBackward" || inputType === "deleteContentForward";
  if (deleting && previous !== null && masked === previous && raw.length < previous.length) {
    // Only a literal ("-", " ") went, which masking puts straight back; the
    // caret would be stuck in front of it. Delete the character beyond it instead.
    if (inputType === "deleteContentBackward" && caret > 0) {
      raw = raw.slice(0, caret - 1) + raw.slice(caret);
      caret -= 1;
    } else if (inputType === "deleteContentForward") {
      raw = raw.slice(0, caret) + raw.slice(caret + 1);
    }
    masked = applyMask(mask, raw);
  }
  if (masked === input.value) return;
  const position = maskCaret(mask, raw, caret);
  input.value = masked;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(position, position);
}

/**
 * A stored value ("600700800", 26 account digits) is shown masked; anything
 * the mask would cut (what a user typed before a failed submit, say) is shown
 * as it was, so the error beside it makes sense.
 */
function maskedDefault(mask: string, value: string): string {
  const meaningful = value.replace(/[^\p{L}\p{N}]/gu, "");
  return unmask(mask, value) === meaningful ? applyMask(mask, value) : value;
}

/** Sets the value past React's tracker, so the input event that follows reaches onChange. */
function setNativeValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")?.set;
  if (setter) setter.call(input, value);
  else input.value = value;
}
