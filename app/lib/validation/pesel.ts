// PESEL, the Polish personal number: YYMMDDZZZXQ with the century folded into
// the month, a serial whose last digit gives the sex, and a check digit.
import { PESEL } from "./messages";
import { type CalendarDate, isRealDate } from "./dates";
import { textRule, type Rule } from "./core";

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

/** Month offset → first year of the century it encodes. */
const CENTURIES: ReadonlyArray<readonly [offset: number, century: number]> = [
  [80, 1800],
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
];

/** Check digit for the first ten digits, or null when they are not ten digits. */
export function peselCheckDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) return null;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstTen[i]), 0);
  return (10 - (sum % 10)) % 10;
}

/** Date of birth encoded in the first six digits, or null when it is not a real date. */
export function decodePeselDate(pesel: string): CalendarDate | null {
  if (!/^\d{6}/.test(pesel)) return null;
  const yy = Number(pesel.slice(0, 2));
  const encodedMonth = Number(pesel.slice(2, 4));
  const day = Number(pesel.slice(4, 6));
  for (const [offset, century] of CENTURIES) {
    const month = encodedMonth - offset;
    if (month >= 1 && month <= 12) {
      const year = century + yy;
      return isRealDate(year, month, day) ? { year, month, day } : null;
    }
  }
  return null;
}

/** Exactly 11 digits, a real date of birth, and a matching check digit. */
export function isValidPesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  return decodePeselDate(value) !== null && peselCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

/** Date of birth of a valid PESEL as a UTC midnight Date, or null. */
export function peselBirthDate(pesel: string): Date | null {
  if (!isValidPesel(pesel)) return null;
  const date = decodePeselDate(pesel);
  return date && new Date(Date.UTC(date.year, date.month - 1, date.day));
}

/** Sex of a valid PESEL: the 10th digit is even for women ("K"), odd for men ("M"). */
export function peselSex(pesel: string): "K" | "M" | null {
  if (!isValidPesel(pesel)) return null;
  return Number(pesel[9]) % 2 === 0 ? "K" : "M";
}

/** Drops whitespace, so "440514 01359" pasted from a document still counts. */
export function normalizePesel(value: string): string {
  return value.replace(/\s+/g, "");
}

/** PESEL; outputs the 11 digits. */
export const pesel: Rule<string> = textRule(PESEL, (text) => (isValidPesel(text) ? null : PESEL), normalizePesel);
