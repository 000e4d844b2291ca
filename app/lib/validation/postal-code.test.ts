import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import { itAcceptsEach, messages } from "../../../tests/support/validation";
import { isValidPostalCode, normalizePostalCode, postalCode } from "./postal-code";

describe("postalCode", () => {
  itAcceptsEach({ isValid: isValidPostalCode, schema: postalCode }, ["00-950", "30-001", "99-999", "00-000"]);

  it("accepts digits only and outputs NN-NNN, as the mask types it", () => {
    expect(postalCode.parse("00950")).toBe("00-950");
    expect(postalCode.parse(" 30-001 ")).toBe("30-001");
  });

  it.each(["00 950", "00–950", "0-0950", "00-95", "00-9500", "009500", "ab-cde", "00-95O", "００-９５０"])(
    "rejects %s with 'Wprowadź poprawny kod pocztowy'",
    (value) => {
      expect(isValidPostalCode(value)).toBe(false);
      expect(messages(postalCode.safeParse(value))).toEqual(["Wprowadź poprawny kod pocztowy"]);
    },
  );

  it("asks for a value when blank", () => {
    expect(messages(postalCode.safeParse(""))).toEqual(["To pole jest wymagane"]);
  });

  it("normalises only what the mask would, and idempotently", () => {
    expect(normalizePostalCode("00950")).toBe("00-950");
    expect(normalizePostalCode(" 00-950 ")).toBe("00-950");
    expect(normalizePostalCode("009501")).toBe("009501");
    fc.assert(
      fc.property(fc.oneof(anyText(12), fc.stringMatching(/^\s?\d{4,6}\s?$/)), (text) => {
        postalCode.safeParse(text);
        expect(normalizePostalCode(normalizePostalCode(text))).toBe(normalizePostalCode(text));
      }),
    );
  });

  it("every five digits become a valid code", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (digits) => {
        expect(postalCode.parse(digits)).toBe(`${digits.slice(0, 2)}-${digits.slice(2)}`);
      }),
    );
  });
});
