// Polish NRB: 26 digits whose first two are IBAN check digits.
import { type Rule, textRule } from "./core";
import { applyMask, BANK_ACCOUNT_MASK } from "./mask";
import { BANK_ACCOUNT, BANK_ACCOUNT_CHECKSUM } from "./messages";

// "PL" as IBAN digits: P = 25, L = 21.
const PL = "2521";

function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** A leading "PL" goes only before a digit, so normalising twice changes nothing. */
export function normalizeBankAccount(value: string): string {
  return value.replace(/\s+/g, "").replace(/^PL(?=\d)/i, "");
}

export function hasValidNrbChecksum(digits: string): boolean {
  if (!/^\d{26}$/.test(digits)) return false;
  return mod97(digits.slice(2) + PL + digits.slice(0, 2)) === 1;
}

export function isValidBankAccount(value: string): boolean {
  return hasValidNrbChecksum(normalizeBankAccount(value));
}

/** Never half-formatted: a value that is not 26 digits is returned unchanged. */
export function formatBankAccount(value: string): string {
  const digits = normalizeBankAccount(value);
  return /^\d{26}$/.test(digits) ? applyMask(BANK_ACCOUNT_MASK, digits) : value;
}

export const bankAccount: Rule<string> = textRule(
  BANK_ACCOUNT,
  (digits) => {
    if (!/^\d{26}$/.test(digits)) return BANK_ACCOUNT;
    return hasValidNrbChecksum(digits) ? null : BANK_ACCOUNT_CHECKSUM;
  },
  normalizeBankAccount,
);
