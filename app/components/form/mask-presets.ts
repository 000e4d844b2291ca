import { BANK_ACCOUNT_MASK, type MaskInput, PESEL_MASK, PHONE_MASK, POSTAL_CODE_MASK } from "~/lib/validation/mask";
import { readPhoneInput } from "~/lib/validation/phone-number";

export interface MaskPreset {
  mask: string;
  /** E.g. drops a +48 prefix, which the mask would read as two digits. */
  readInput?: (text: string, caret: number) => MaskInput;
  autoComplete: string;
  /** Never offered to autofill: a school's shared computer keeps none of it. */
  sensitive?: true;
  hint: string;
}

export const MASK_PRESETS = {
  postalCode: { mask: POSTAL_CODE_MASK, autoComplete: "postal-code", hint: "Na przykład 00-950" },
  phone: {
    mask: PHONE_MASK,
    readInput: readPhoneInput,
    autoComplete: "tel-national",
    hint: "Dziewięć cyfr, na przykład 600 700 800",
  },
  pesel: { mask: PESEL_MASK, autoComplete: "off", sensitive: true, hint: "11 cyfr" },
  bankAccount: {
    mask: BANK_ACCOUNT_MASK,
    autoComplete: "off",
    sensitive: true,
    hint: "26 cyfr, na przykład 61 1090 1014 0000 0712 1981 2874",
  },
} satisfies Record<string, MaskPreset>;

export type MaskPresetName = keyof typeof MASK_PRESETS;
