// Input masks (SPEC §5): "#" a digit, "@" a letter of any alphabet, "*" a
// letter or digit; every other mask character is a literal inserted for the
// user. A pure function, so the input behaviour and the server agree.

export const POSTAL_CODE_MASK = "##-###";
export const PHONE_MASK = "### ### ###";
export const PESEL_MASK = "###########";
export const BANK_ACCOUNT_MASK = "## #### #### #### #### #### ####";

// ASCII digits only: a full-width "１" in a PESEL would look right and fail everywhere else.
const DIGIT = /^[0-9]$/;
const LETTER = /^\p{L}$/u;
const ALPHANUMERIC = /^(?:[0-9]|\p{L})$/u;

export function isMaskPlaceholder(maskChar: string): boolean {
  return maskChar === "#" || maskChar === "@" || maskChar === "*";
}

/** Whether a single character may fill a placeholder. */
function fitsPlaceholder(maskChar: string, char: string): boolean {
  if (maskChar === "#") return DIGIT.test(char);
  if (maskChar === "@") return LETTER.test(char);
  if (maskChar === "*") return ALPHANUMERIC.test(char);
  return false;
}

interface Masked {
  /** The masked text, one code point per mask position. */
  chars: string[];
  /** For each masked position that holds a placeholder: the raw code-point index it came from; literals: -1. */
  sources: number[];
}

function run(mask: string, value: string): Masked {
  const maskChars = Array.from(mask);
  // NFC first, so a decomposed "ą" (a + ogonek, as macOS pastes it) is one letter.
  const raw = Array.from(value.normalize("NFC"));
  const chars: string[] = [];
  const sources: number[] = [];
  let pending: string[] = [];
  let next = 0;
  let filledAll = true;
  for (const maskChar of maskChars) {
    if (!isMaskPlaceholder(maskChar)) {
      // A literal the user typed (or an already masked value) is consumed, so
      // masking twice changes nothing; otherwise it is inserted for them.
      if (raw[next] === maskChar) next += 1;
      pending.push(maskChar);
      continue;
    }
    while (next < raw.length && !fitsPlaceholder(maskChar, raw[next])) next += 1;
    if (next >= raw.length) {
      filledAll = false;
      break;
    }
    // Literals appear only once a character follows them, so backspace over
    // "12-" is not undone by re-masking to "12-" again.
    for (const literal of pending) {
      chars.push(literal);
      sources.push(-1);
    }
    pending = [];
    chars.push(raw[next]);
    sources.push(next);
    next += 1;
  }
  // A complete value keeps the mask's trailing literals, e.g. the ")" of "(###)".
  if (filledAll) {
    for (const literal of pending) {
      chars.push(literal);
      sources.push(-1);
    }
  }
  return { chars, sources };
}

/**
 * Formats `value` with `mask`: characters that fit the next placeholder are
 * taken in order, others (spaces, dashes typed or pasted) skipped, literals
 * inserted, and input beyond a full mask dropped. Idempotent; never throws.
 */
export function applyMask(mask: string, value: string): string {
  const maskText = String(mask);
  let masked = run(maskText, String(value)).chars.join("");
  // Skipping characters can bring letters together that NFC then composes
  // (Hangul jamo, say); masking again until nothing changes keeps the result
  // idempotent. Ordinary input is stable after the first pass.
  for (let pass = 0; pass < 4; pass += 1) {
    const again = run(maskText, masked).chars.join("");
    if (again === masked) break;
    masked = again;
  }
  return masked;
}

/** Only the characters that filled placeholders: "61 1090" → "611090". */
export function unmask(mask: string, value: string): string {
  const maskChars = Array.from(String(mask));
  return Array.from(applyMask(mask, value))
    .filter((_, i) => isMaskPlaceholder(maskChars[i]))
    .join("");
}

/** Every placeholder of the mask is filled. */
export function isMaskComplete(mask: string, value: string): boolean {
  const placeholders = Array.from(String(mask)).filter(isMaskPlaceholder).length;
  return Array.from(unmask(mask, value)).length === placeholders;
}

/**
 * How a masked field reads its text before masking it: leading characters
 * that are not part of the value are dropped (a country prefix, say), and a
 * text that is not a value of the mask at all is kept as typed, so its rule
 * can refuse it, instead of being masked into a different value.
 */
export interface MaskInput {
  /** How many leading UTF-16 units went before `text`. */
  dropped: number;
  text: string;
  /** False: show `text` as typed. */
  masked: boolean;
}

function utf16Length(chars: readonly string[], count: number): number {
  let length = 0;
  for (let i = 0; i < count; i += 1) length += chars[i].length;
  return length;
}

/**
 * Where the caret belongs after masking. `rawCaret` is the input's
 * selectionStart in the unmasked `rawValue` (UTF-16 units, as the DOM counts);
 * the result is the position in `applyMask(mask, rawValue)` just after as many
 * meaningful characters as stood before the raw caret, in UTF-16 units too.
 */
export function maskCaret(mask: string, rawValue: string, rawCaret: number): number {
  const value = String(rawValue);
  const caret = Number.isFinite(rawCaret) ? Math.min(Math.max(Math.trunc(rawCaret), 0), value.length) : value.length;
  // Count code points before the caret in the same NFC form run() works on.
  const rawBefore = Array.from(value.slice(0, caret).normalize("NFC")).length;
  const { chars, sources } = run(String(mask), value);
  let position = -1;
  for (let i = 0; i < chars.length; i += 1) {
    if (sources[i] !== -1 && sources[i] < rawBefore) position = i + 1;
  }
  if (position === -1) {
    // Nothing meaningful before the caret: stand after any leading literals.
    const firstPlaceholder = sources.findIndex((source) => source !== -1);
    position = firstPlaceholder === -1 ? 0 : firstPlaceholder;
  }
  return Math.min(utf16Length(chars, position), applyMask(mask, value).length);
}
