// A checkbox that must be ticked (consents, declarations).
import { REQUIRED } from "./messages";
import { invalid, valid, rule, type Rule } from "./core";

/**
 * True for a ticked checkbox: JSON sends `true`, an HTML form posts the
 * checkbox's value, "on" by default (or "true" when the markup sets it).
 * An unticked checkbox posts nothing at all.
 */
export function isChecked(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value !== "string") return false;
  const text = value.trim().toLowerCase();
  return text === "on" || text === "true";
}

/** Must be ticked; outputs `true`. */
export const requiredCheckbox: Rule<true> = rule((value) =>
  isChecked(value) ? valid(true as const) : invalid(REQUIRED),
);
