// Polish bank account number (NRB): 26 digits whose first two are IBAN check
// digits, so a mistyped digit is caught before a payment bounces.
import { BANK_ACCOUNT, BANK_ACCOUNT_CHECKSUM } from "./messages";
import { BANK_ACCOUNT_MASK, applyMask } from "./mask";
import { textRule, type Rule } from "./core";

// "PL" as IBAN turns letters into numbers: A = 10 … P = 25, L = 21.
const PL = "2521";

/** Remainder mod 97 of a long digit string, digit by digit (no BigInt needed). */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/**
 * Digits only: whitespace removed and a leading "PL" (the IBAN form) dropped.
 * The "PL" goes only before a digit, so normalising twice changes nothing.
 */
export function normalizeBankAccount(value: string): string {
  return value.replace(/\s+/g, "").replace(/^PL(?=\d)/i, "");
}

/** The IBAN check: country and check digits moved to the end, the number mod 97 is 1. */
export function hasValidNrbChecksum(digits: string): boolean {
  if (!/^\d{26}$/.test(digits)) return false;
  return mod97(digits.slice(2) + PL + digits.slice(0, 2)) === 1;
}

/** 26 digits (after normalising) with valid check digits. */
export function isValidBankAccount(value: string): boolean {
  return hasValidNrbChecksum(normalizeBankAccount(value));
}

/**
 * "61 1090 1014 0000 0712 1981 2874", as banks print it. A value that is not
 * 26 digits after normalising is returned unchanged, never half-formatted.
 */
export function formatBankAccount(value: string): string {
  const digits = normalizeBankAccount(value);
  return /^\d{26}$/.test(digits) ? applyMask(BANK_ACCOUNT_MASK, digits) : value;
}

/** NRB; accepts spaces and a "PL" prefix, outputs the 26 digits. */
export const bankAccount: Rule<string> = textRule(
  BANK_ACCOUNT,
  (digits) => {
    if (!/^\d{26}$/.test(digits)) return BANK_ACCOUNT;
    return hasValidNrbChecksum(digits) ? null : BANK_ACCOUNT_CHECKSUM;
  },
  normalizeBankAccount,
);
