import { BANK_ACCOUNT_MASK, PESEL_MASK, PHONE_MASK, POSTAL_CODE_MASK } from "~/lib/validation/mask";
import { normalizePhone } from "~/lib/validation/phone-number";

export interface MaskPreset {
  mask: string;
  /** Applied to pasted text before masking, e.g. to drop a +48 prefix that would otherwise be read as digits. */
  normalizePaste?: (text: string) => string;
  autoComplete: string;
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
    normalizePaste: normalizePhone,
    autoComplete: "tel-national",
    hint: "Dziewięć cyfr, na przykład 600 700 800",
  },
  /** Rule: pesel. */
  pesel: { mask: PESEL_MASK, autoComplete: "off", hint: "11 cyfr" },
  /** Rule: bankAccount. */
  bankAccount: {
    mask: BANK_ACCOUNT_MASK,
    autoComplete: "off",
    hint: "26 cyfr, na przykład 61 1090 1014 0000 0712 1981 2874",
  },
} satisfies Record<string, MaskPreset>;

export type MaskPresetName = keyof typeof MASK_PRESETS;
