/**
 * Rounded as a person rounds the decimal number shown, half away from zero: −0,475 is −0,48, though the
 * double nearest −0.475 lies a little above it and binary rounding gives −0,47.
 */
export function roundDecimal(value: number, decimals: number): number {
  const digits = String(Math.abs(value));
  if (digits.includes("e")) return Math.round(value * 10 ** decimals) / 10 ** decimals;
  const scaled = Math.round(Number(`${digits}e${decimals}`));
  return Math.sign(value) * Number(`${scaled}e-${decimals}`);
}
