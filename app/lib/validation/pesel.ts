// PESEL: YYMMDDZZZXQ, the century folded into the month, the sex in the 10th digit, a check digit.
import { type Rule, textRule } from "./core";
import { type CalendarDate, isRealDate } from "./dates";
import { PESEL } from "./messages";

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;

const CENTURIES: ReadonlyArray<readonly [offset: number, century: number]> = [
  [80, 1800],
  [0, 1900],
  [20, 2000],
  [40, 2100],
  [60, 2200],
];

export function peselCheckDigit(firstTen: string): number | null {
  if (!/^\d{10}$/.test(firstTen)) return null;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(firstTen[i]), 0);
  return (10 - (sum % 10)) % 10;
}

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

export function isValidPesel(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  return decodePeselDate(value) !== null && peselCheckDigit(value.slice(0, 10)) === Number(value[10]);
}

export function peselBirthDate(pesel: string): Date | null {
  if (!isValidPesel(pesel)) return null;
  const date = decodePeselDate(pesel);
  return date && new Date(Date.UTC(date.year, date.month - 1, date.day));
}

export function peselSex(pesel: string): "K" | "M" | null {
  if (!isValidPesel(pesel)) return null;
  return Number(pesel[9]) % 2 === 0 ? "K" : "M";
}

export function normalizePesel(value: string): string {
  return value.replace(/\s+/g, "");
}

export const pesel: Rule<string> = textRule(PESEL, (text) => (isValidPesel(text) ? null : PESEL), normalizePesel);
