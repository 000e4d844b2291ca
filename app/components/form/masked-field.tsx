import { useRef, type ChangeEvent, type FocusEvent } from "react";

// The zod-free modules only: a masked field must not bring zod into a public page.
import { applyMask, isMaskPlaceholder, maskCaret, unmask, type MaskInput } from "~/lib/validation/mask";

import { MASK_PRESETS, type MaskPreset, type MaskPresetName } from "./mask-presets";
import { TextField, type TextFieldProps } from "./text-field";

export type MaskedFieldProps = Omit<TextFieldProps, "type"> &
  ({ preset: MaskPresetName; mask?: never } | { preset?: never; mask: string });

const DIGITS_ONLY = (mask: string) => Array.from(mask).every((char) => !isMaskPlaceholder(char) || char === "#");

type ReadInput = (text: string, caret: number) => MaskInput;
const ALL_OF_IT: ReadInput = (text) => ({ dropped: 0, text, masked: true });

/**
 * A text field that formats what is typed or pasted with `applyMask` (SPEC §5:
 * # digit, @ letter, * letter or digit). It is a convenience, never a gate:
 * pasting always lands, there is no maxlength, and without JavaScript it is a
 * plain input whose value the rule normalises on the server. A key at a time
 * or pasted at once, the same text ends as the same value: the field reads
 * its whole text on every input (a preset's `readInput`), so "+48 600 700 800"
 * typed is "600 700 800", never "486 007 008".
 */
export function MaskedField(props: MaskedFieldProps) {
  const { preset, mask: ownMask, hint, onChange, onFocus, ...rest } = props;
  const config: MaskPreset | undefined = preset ? MASK_PRESETS[preset] : undefined;
  const mask = config?.mask ?? ownMask ?? "";
  const readInput = config?.readInput ?? ALL_OF_IT;
  // The value as the mask last left it; a deletion that leaves it unchanged hit a literal.
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

/** The value a text becomes, and where a caret at `caret` in it belongs afterwards. */
function format(mask: string, readInput: ReadInput, raw: string, caret: number): { value: string; caret: number } {
  const { dropped, text, masked } = readInput(raw, caret);
  const textCaret = Math.max(caret - dropped, 0);
  if (!masked) return { value: text, caret: textCaret };
  return { value: applyMask(mask, text), caret: maskCaret(mask, text, textCaret) };
}

/** Masks the input's value in place and puts the caret after the same characters it followed. */
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
    // Only a literal ("-", " ") went, which masking puts straight back; the
    // caret would be stuck in front of it. Delete the character beyond it instead.
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

/**
 * A stored value ("600700800", 26 account digits) is shown masked; anything
 * the mask would cut (what a user typed before a failed submit, say) is shown
 * as it was, so the error beside it makes sense.
 */
function maskedDefault(mask: string, value: string): string {
  const meaningful = value.replace(/[^\p{L}\p{N}]/gu, "");
  return unmask(mask, value) === meaningful ? applyMask(mask, value) : value;
}
