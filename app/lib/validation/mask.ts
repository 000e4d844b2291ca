// Input masks (SPEC §5): "#" a digit, "@" a letter of any alphabet, "*" either; other characters are literals.

export const POSTAL_CODE_MASK = "##-###";
export const PHONE_MASK = "### ### ###";
export const PESEL_MASK = "###########";
export const BANK_ACCOUNT_MASK = "## #### #### #### #### #### ####";

// ASCII digits only: a full-width "１" would look right and fail everywhere else.
const DIGIT = /^[0-9]$/;
const LETTER = /^\p{L}$/u;
const ALPHANUMERIC = /^(?:[0-9]|\p{L})$/u;

export function isMaskPlaceholder(maskChar: string): boolean {
  return maskChar === "#" || maskChar === "@" || maskChar === "*";
}

function fitsPlaceholder(maskChar: string, char: string): boolean {
  if (maskChar === "#") return DIGIT.test(char);
  if (maskChar === "@") return LETTER.test(char);
  if (maskChar === "*") return ALPHANUMERIC.test(char);
  return false;
}

interface Masked {
  chars: string[];
  /** Raw code-point index per placeholder position; literals: -1. */
  sources: number[];
}

function run(mask: string, value: string): Masked {
  const maskChars = Array.from(mask);
  // NFC, so a decomposed "ą" (as macOS pastes it) is one letter.
  const raw = Array.from(value.normalize("NFC"));
  const chars: string[] = [];
  const sources: number[] = [];
  let pending: string[] = [];
  let next = 0;
  let filledAll = true;
  for (const maskChar of maskChars) {
    if (!isMaskPlaceholder(maskChar)) {
      // A literal already there is consumed, so masking twice changes nothing.
      if (raw[next] === maskChar) next += 1;
      pending.push(maskChar);
      continue;
    }
    while (next < raw.length && !fitsPlaceholder(maskChar, raw[next])) next += 1;
    if (next >= raw.length) {
      filledAll = false;
      break;
    }
    // Literals appear once a character follows, so backspace over "12-" works.
    for (const literal of pending) {
      chars.push(literal);
      sources.push(-1);
    }
    pending = [];
    chars.push(raw[next]);
    sources.push(next);
    next += 1;
  }
  // A complete value keeps trailing literals, e.g. the ")" of "(###)".
  if (filledAll) {
    for (const literal of pending) {
      chars.push(literal);
      sources.push(-1);
    }
  }
  return { chars, sources };
}

/** Idempotent; never throws. */
export function applyMask(mask: string, value: string): string {
  const maskText = String(mask);
  let masked = run(maskText, String(value)).chars.join("");
  // Skipping characters can let NFC compose more (Hangul jamo): repeat until stable.
  for (let pass = 0; pass < 4; pass += 1) {
    const again = run(maskText, masked).chars.join("");
    if (again === masked) break;
    masked = again;
  }
  return masked;
}

export function unmask(mask: string, value: string): string {
  const maskChars = Array.from(String(mask));
  return Array.from(applyMask(mask, value))
    .filter((_, i) => isMaskPlaceholder(maskChars[i]))
    .join("");
}

export function isMaskComplete(mask: string, value: string): boolean {
  const placeholders = Array.from(String(mask)).filter(isMaskPlaceholder).length;
  return Array.from(unmask(mask, value)).length === placeholders;
}

/** A text that is not a value of the mask is kept as typed, so its rule can refuse it. */
export interface MaskInput {
  dropped: number;
  text: string;
  masked: boolean;
}

function utf16Length(chars: readonly string[], count: number): number {
  let length = 0;
  for (let i = 0; i < count; i += 1) length += chars[i].length;
  return length;
}

/** `rawCaret` and the result are UTF-16 units, as the DOM counts. */
export function maskCaret(mask: string, rawValue: string, rawCaret: number): number {
  const value = String(rawValue);
  const caret = Number.isFinite(rawCaret) ? Math.min(Math.max(Math.trunc(rawCaret), 0), value.length) : value.length;
  const rawBefore = Array.from(value.slice(0, caret).normalize("NFC")).length;
  const { chars, sources } = run(String(mask), value);
  let position = -1;
  for (let i = 0; i < chars.length; i += 1) {
    if (sources[i] !== -1 && sources[i] < rawBefore) position = i + 1;
  }
  if (position === -1) {
    const firstPlaceholder = sources.findIndex((source) => source !== -1);
    position = firstPlaceholder === -1 ? 0 : firstPlaceholder;
  }
  return Math.min(utf16Length(chars, position), applyMask(mask, value).length);
}
