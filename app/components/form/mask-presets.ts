import { BANK_ACCOUNT_MASK, PESEL_MASK, PHONE_MASK, POSTAL_CODE_MASK, type MaskInput } from "~/lib/validation/mask";
import { readPhoneInput } from "~/lib/validation/phone-number";

export interface MaskPreset {
  mask: string;
  /**
   * Reads the field's text, typed or pasted, with the caret where it stands,
   * before masking: e.g. drops a +48 prefix, which the mask would otherwise
   * read as two digits of the number.
   */
  readInput?: (text: string, caret: number) => MaskInput;
  autoComplete: string;
  /** Never offered to the browser's autofill, whatever a screen asks: a school's shared computer keeps none of it. */
  sensitive?: true;
  /** The default hint: the expected shape, by example. */
  hint: string;
}

/** The masked fields every screen uses, with the rule of app/lib/validation that checks each. */
export const MASK_PRESETS = {
  /** Rule: postalCode. */
  postalCode: { mask: POSTAL_CODE_MASK, autoComplete: "postal-code", hint: "Na przykład 00-950" },
  /** Rule: phone. */
  phone: {
    mask: PHONE_MASK,
    readInput: readPhoneInput,
    autoComplete: "tel-national",
    hint: "Dziewięć cyfr, na przykład 600 700 800",
  },
  /** Rule: pesel. */
  pesel: { mask: PESEL_MASK, autoComplete: "off", sensitive: true, hint: "11 cyfr" },
  /** Rule: bankAccount. */
  bankAccount: {
    mask: BANK_ACCOUNT_MASK,
    autoComplete: "off",
    sensitive: true,
    hint: "26 cyfr, na przykład 61 1090 1014 0000 0712 1981 2874",
  },
} satisfies Record<string, MaskPreset>;

export type MaskPresetName = keyof typeof MASK_PRESETS;
