import { type ChangeEvent, type FocusEvent, useRef } from "react";

// Zod-free modules only: a public page must not bring zod.
import { applyMask, isMaskPlaceholder, maskCaret, type MaskInput, unmask } from "~/lib/validation/mask";

import { MASK_PRESETS, type MaskPreset, type MaskPresetName } from "./mask-presets";
import { TextField, type TextFieldProps } from "./text-field";

export type MaskedFieldProps = Omit<TextFieldProps, "type"> &
  ({ preset: MaskPresetName; mask?: never } | { preset?: never; mask: string });

const DIGITS_ONLY = (mask: string) => Array.from(mask).every((char) => !isMaskPlaceholder(char) || char === "#");

type ReadInput = (text: string, caret: number) => MaskInput;
const ALL_OF_IT: ReadInput = (text) => ({ dropped: 0, text, masked: true });

/** A convenience, never a gate (SPEC §5): pasting always lands, no maxlength; "+48 600 700 800" is "600 700 800". */
export function MaskedField(props: MaskedFieldProps) {
  const { preset, mask: ownMask, hint, onChange, onFocus, ...rest } = props;
  const config: MaskPreset | undefined = preset ? MASK_PRESETS[preset] : undefined;
  const mask = config?.mask ?? ownMask ?? "";
  const readInput = config?.readInput ?? ALL_OF_IT;
  // A deletion that leaves the value unchanged hit a literal.
  const previous = useRef<string | null>(null);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const native = event.nativeEvent as Partial<InputEvent>;
    if (!native.isComposing) formatInput(input, mask, readInput, previous.current, native.inputType);
    previous.current = input.value;
    onChange?.(event);
  }

  function handleFocus(event: FocusEvent<HTMLInputElement>) {
    previous.current = event.currentTarget.value;
    onFocus?.(event);
  }

  return (
    <TextField
      spellCheck={false}
      {...rest}
      autoComplete={config?.sensitive ? "off" : (rest.autoComplete ?? config?.autoComplete)}
      hint={hint === undefined ? config?.hint : hint}
      type="text"
      inputMode={rest.inputMode ?? (DIGITS_ONLY(mask) ? "numeric" : "text")}
      formatDefaultValue={(value) => maskedDefault(mask, value)}
      onChange={handleChange}
      onFocus={handleFocus}
    />
  );
}

function format(mask: string, readInput: ReadInput, raw: string, caret: number): { value: string; caret: number } {
  const { dropped, text, masked } = readInput(raw, caret);
  const textCaret = Math.max(caret - dropped, 0);
  if (!masked) return { value: text, caret: textCaret };
  return { value: applyMask(mask, text), caret: maskCaret(mask, text, textCaret) };
}

function formatInput(
  input: HTMLInputElement,
  mask: string,
  readInput: ReadInput,
  previous: string | null,
  inputType?: string,
): void {
  let raw = input.value;
  let caret = input.selectionStart ?? raw.length;
  let formatted = format(mask, readInput, raw, caret);
  const deleting = inputType === "deleteContentBackward" || inputType === "deleteContentForward";
  if (deleting && previous !== null && formatted.value === previous && raw.length < previous.length) {
    // Only a literal went, which masking puts back: delete the character beyond it instead.
    if (inputType === "deleteContentBackward" && caret > 0) {
      raw = raw.slice(0, caret - 1) + raw.slice(caret);
      caret -= 1;
    } else if (inputType === "deleteContentForward") {
      raw = raw.slice(0, caret) + raw.slice(caret + 1);
    }
    formatted = format(mask, readInput, raw, caret);
  }
  if (formatted.value === input.value) return;
  input.value = formatted.value;
  if (input.ownerDocument.activeElement === input) input.setSelectionRange(formatted.caret, formatted.caret);
}

/** What the mask would cut is shown as typed, so the error beside it makes sense. */
function maskedDefault(mask: string, value: string): string {
  const meaningful = value.replace(/[^\p{L}\p{N}]/gu, "");
  return unmask(mask, value) === meaningful ? applyMask(mask, value) : value;
}
