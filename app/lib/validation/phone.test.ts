import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import { messages } from "../../../tests/support/validation";
import { isValidPhone, normalizePhone, phone } from "./phone";
import { readPhoneInput } from "./phone-number";

describe("phone", () => {
  it.each(["600 700 800", "600-700-800", "600.700.800", "600/700/800", "600-700 800", "600\u00a0700\u00a0800"])(
    "accepts %j (one non-word character between groups)",
    (value) => {
      expect(isValidPhone(value)).toBe(true);
      expect(phone.parse(value)).toBe(value.replace(/\D/g, "").replace(/(\d{3})(\d{3})(\d{3})/, "$1 $2 $3"));
    },
  );

  it.each([
    "600  700 800",
    "600700 800",
    "600_700_800",
    "600a700a800",
    "600ą700ą800",
    "60 700 800",
    "6000 700 800",
    "600 700 8000",
    "600\n700\n800",
    "600 700",
    "+48 600 700 80",
    "+49 600 700 800",
  ])("rejects %j", (value) => {
    expect(messages(phone.safeParse(value))).toEqual(["Wprowadź poprawny numer telefonu, np. 600 700 800"]);
  });

  it("normalises digit-only input and the +48 prefix to the masked form", () => {
    expect(normalizePhone("600700800")).toBe("600 700 800");
    expect(normalizePhone(" 600-700-800 ")).toBe("600 700 800");
    expect(normalizePhone("+48600700800")).toBe("600 700 800");
    expect(normalizePhone("+48 600 700 800")).toBe("600 700 800");
    expect(normalizePhone("0048 600-700-800")).toBe("600 700 800");
    expect(normalizePhone("600 700")).toBe("600 700");
  });

  it("asks for a value when blank", () => {
    expect(messages(phone.safeParse(undefined))).toEqual(["To pole jest wymagane"]);
  });

  it("every nine digits become a valid number; nothing throws; normalising is idempotent", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
        expect(phone.parse(digits)).toBe(`${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`);
      }),
    );
    const text = fc.oneof(anyText(16), fc.stringMatching(/^(\+48|0048)?[ -]?\d{3}[ -.]?\d{3}[ -.]?\d{3}$/));
    fc.assert(
      fc.property(text, (value) => {
        phone.safeParse(value);
        expect(normalizePhone(normalizePhone(value))).toBe(normalizePhone(value));
      }),
    );
  });

  describe("reading what is typed into the phone field", () => {
    it.each([
      ["600 7", { dropped: 0, text: "600 7", masked: true }],
      ["+48 600 7", { dropped: 4, text: "600 7", masked: true }],
      ["0048-6", { dropped: 5, text: "6", masked: true }],
      ["+48 (600) 700 800", { dropped: 5, text: "600) 700 800", masked: true }],
      ["  600", { dropped: 2, text: "600", masked: true }],
    ])("%j is the number without what comes before it", (raw, reading) => {
      expect(readPhoneInput(raw)).toEqual(reading);
    });

    it.each(["+", "+4", "+48", "+48 ", "00", "0048", "+49 600 700 800", "0049 600", "+48 0600 700 800", "0600"])(
      "%j stays as typed: a prefix on its way, or no Polish number",
      (raw) => {
        expect(readPhoneInput(raw)).toEqual({ dropped: 0, text: raw, masked: false });
      },
    );

    it("keeps +48 keyed in front of digits already there until the caret passes the number's first digit", () => {
      expect(readPhoneInput("+48600 700 800", 3)).toEqual({ dropped: 0, text: "+48600 700 800", masked: false });
      expect(readPhoneInput("+48600 700 800", 4)).toEqual({ dropped: 3, text: "600 700 800", masked: true });
    });

    it("drops nothing but noise before the number or a Polish prefix: no digit typed is lost", () => {
      const typed = fc.oneof(anyText(20), fc.stringMatching(/^\s?(?:\+|00|\+4|\+48|0048|\+49)?[ -]?[0-9 ]{0,12}$/));
      fc.assert(
        fc.property(typed, fc.nat(), (raw, at) => {
          const caret = at % (raw.length + 1);
          const { dropped, text } = readPhoneInput(raw, caret);
          expect(text).toBe(raw.slice(dropped));
          expect(["", "48", "0048"]).toContain(raw.slice(0, dropped).replace(/[^0-9]/g, ""));
        }),
      );
    });
  });
});
