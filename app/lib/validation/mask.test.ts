import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import {
  applyMask,
  BANK_ACCOUNT_MASK,
  isMaskComplete,
  maskCaret,
  PESEL_MASK,
  PHONE_MASK,
  POSTAL_CODE_MASK,
  unmask,
} from "./mask";

// The mask's shape, written independently of mask.ts.
const fits: Record<string, RegExp> = { "#": /^[0-9]$/, "@": /^\p{L}$/u, "*": /^(?:[0-9]|\p{L})$/u };

function matchesShapePrefix(mask: string, output: string): boolean {
  const maskChars = Array.from(mask);
  const outChars = Array.from(output);
  if (outChars.length > maskChars.length) return false;
  return outChars.every((char, i) => {
    const pattern = fits[maskChars[i]];
    return pattern ? pattern.test(char) : char === maskChars[i];
  });
}

describe("product masks", () => {
  it("have the agreed shapes", () => {
    expect(POSTAL_CODE_MASK).toBe("##-###");
    expect(PHONE_MASK).toBe("### ### ###");
    expect(PESEL_MASK).toBe("###########");
    expect(BANK_ACCOUNT_MASK).toBe("## #### #### #### #### #### ####");
  });

  it.each([
    [POSTAL_CODE_MASK, "00950", "00-950"],
    [POSTAL_CODE_MASK, "00-950", "00-950"],
    [POSTAL_CODE_MASK, "00 950", "00-950"],
    [POSTAL_CODE_MASK, "0", "0"],
    [POSTAL_CODE_MASK, "00", "00"],
    [POSTAL_CODE_MASK, "00-", "00"],
    [POSTAL_CODE_MASK, "009", "00-9"],
    [POSTAL_CODE_MASK, "0095012", "00-950"],
    [POSTAL_CODE_MASK, "kod 00-950 Warszawa", "00-950"],
    [PHONE_MASK, "600700800", "600 700 800"],
    [PHONE_MASK, "600-700-800", "600 700 800"],
    [PHONE_MASK, "6007", "600 7"],
    [PESEL_MASK, "440514 01359", "44051401359"],
    [BANK_ACCOUNT_MASK, "61109010140000071219812874", "61 1090 1014 0000 0712 1981 2874"],
    [BANK_ACCOUNT_MASK, "PL61 1090-1014", "61 1090 1014"],
    [BANK_ACCOUNT_MASK, "611", "61 1"],
    [POSTAL_CODE_MASK, "abc", ""],
    [POSTAL_CODE_MASK, "", ""],
  ])("applyMask(%j, %j) = %j", (mask, value, expected) => {
    expect(applyMask(mask, value)).toBe(expected);
  });
});

describe("placeholders and literals", () => {
  it("'@' takes letters of any alphabet, '*' letters or digits", () => {
    expect(applyMask("@@-##", "ąB12")).toBe("ąB-12");
    expect(applyMask("@@@", "1Ż2ł3Я")).toBe("ŻłЯ");
    expect(applyMask("***", "-a_1 ś")).toBe("a1ś");
  });

  it("'#' takes ASCII digits only", () => {
    expect(applyMask("###", "１2٣4")).toBe("24");
  });

  it("composes a decomposed letter before filling '@'", () => {
    expect(applyMask("@@", "a\u0328b")).toBe("ąb");
  });

  it("consumes literals the user typed, including leading ones", () => {
    expect(applyMask("+48 ### ###", "600700")).toBe("+48 600 700");
    expect(applyMask("+48 ### ###", "+48 600 700")).toBe("+48 600 700");
    expect(applyMask("+48 ### ###", "48600")).toBe("+48 600");
  });

  it("adds trailing literals only when the mask is complete", () => {
    expect(applyMask("(###)", "12")).toBe("(12");
    expect(applyMask("(###)", "123")).toBe("(123)");
    expect(applyMask("(###)", "(123)")).toBe("(123)");
  });

  it("handles an empty mask and a mask of literals", () => {
    expect(applyMask("", "123")).toBe("");
    expect(applyMask("--", "")).toBe("--");
  });
});

describe("unmask / isMaskComplete", () => {
  it("keep only the meaningful characters", () => {
    expect(unmask(BANK_ACCOUNT_MASK, "61 1090 1014")).toBe("6110901014");
    expect(unmask(POSTAL_CODE_MASK, "00-950")).toBe("00950");
    expect(isMaskComplete(POSTAL_CODE_MASK, "00-950")).toBe(true);
    expect(isMaskComplete(POSTAL_CODE_MASK, "00-95")).toBe(false);
    expect(isMaskComplete(PESEL_MASK, "44051401359")).toBe(true);
  });
});

describe("maskCaret", () => {
  it("follows typing at the end across an inserted literal", () => {
    // "00" then "9" typed: raw "009", caret 3 → "00-9", caret after the 9.
    expect(maskCaret(POSTAL_CODE_MASK, "009", 3)).toBe(4);
    expect(maskCaret(PHONE_MASK, "6007", 4)).toBe(5);
  });

  it("keeps the caret after a character typed in the middle", () => {
    // "12-345" with "9" typed after "12": raw "129-345", caret 3 → "12-934", caret after the 9.
    expect(applyMask(POSTAL_CODE_MASK, "129-345")).toBe("12-934");
    expect(maskCaret(POSTAL_CODE_MASK, "129-345", 3)).toBe(4);
  });

  it("stays put when a digit is deleted in the middle", () => {
    // "61 1090 1014" with the "0" after "1" deleted: raw "61 190 1014", caret 4 → "61 1901 014", caret 4.
    expect(applyMask(BANK_ACCOUNT_MASK, "61 190 1014")).toBe("61 1901 014");
    expect(maskCaret(BANK_ACCOUNT_MASK, "61 190 1014", 4)).toBe(4);
  });

  it("counts only meaningful characters before the caret", () => {
    // Pasted "00 - 950" with the caret after the space and dash: two digits before it.
    expect(maskCaret(POSTAL_CODE_MASK, "00 - 950", 5)).toBe(2);
    expect(maskCaret(POSTAL_CODE_MASK, "00950", 0)).toBe(0);
    expect(maskCaret("+48 ###", "600", 0)).toBe(4);
  });

  it("clamps impossible carets instead of throwing", () => {
    expect(maskCaret(POSTAL_CODE_MASK, "00950", 99)).toBe(6);
    expect(maskCaret(POSTAL_CODE_MASK, "00950", -5)).toBe(0);
    expect(maskCaret(POSTAL_CODE_MASK, "00950", Number.NaN)).toBe(6);
  });

  it("counts in UTF-16 units, as selectionStart does", () => {
    expect(maskCaret("@-@", "𝐀𝐁", 4)).toBe(5);
  });
});

describe("properties", () => {
  const maskArb = fc.oneof(
    fc.constantFrom(POSTAL_CODE_MASK, PHONE_MASK, PESEL_MASK, BANK_ACCOUNT_MASK, "+48 ### ###", "(@@@) **-##"),
    fc.string({ unit: fc.constantFrom("#", "@", "*", "-", " ", "(", ")", "+", "4", "a", "ą", "😀"), maxLength: 12 }),
    anyText(12),
  );
  const valueArb = fc.oneof(
    fc.string({
      unit: fc.constantFrom("0", "1", "9", "a", "Ż", " ", "-", "(", "+", "4", "😀", "\u0328"),
      maxLength: 30,
    }),
    anyText(30),
    fc.string({ unit: "grapheme", maxLength: 15 }),
    fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  );

  it("never throws, is idempotent, fits the mask and matches its shape", () => {
    fc.assert(
      fc.property(maskArb, valueArb, (mask, value) => {
        const once = applyMask(mask, value);
        expect(applyMask(mask, once)).toBe(once);
        expect(Array.from(once).length).toBeLessThanOrEqual(Array.from(mask).length);
        expect(matchesShapePrefix(mask, once)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("maskCaret never throws and stays inside the masked text", () => {
    fc.assert(
      fc.property(maskArb, valueArb, fc.integer({ min: -5, max: 40 }), (mask, value, caret) => {
        const position = maskCaret(mask, value, caret);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(applyMask(mask, value).length);
      }),
    );
  });

  it("on digit masks keeps the first digits in order", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(POSTAL_CODE_MASK, PHONE_MASK, PESEL_MASK, BANK_ACCOUNT_MASK),
        fc.string({ unit: fc.constantFrom("0", "5", "9", " ", "-", "x"), maxLength: 40 }),
        (mask, value) => {
          const capacity = mask.replace(/[^#]/g, "").length;
          expect(unmask(mask, value)).toBe(value.replace(/\D/g, "").slice(0, capacity));
        },
      ),
    );
  });

  it("with the caret at the end of typed digits, the caret ends up at the end", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(POSTAL_CODE_MASK, PHONE_MASK, BANK_ACCOUNT_MASK),
        fc.stringMatching(/^\d{1,26}$/),
        (mask, digits) => {
          const capacity = mask.replace(/[^#]/g, "").length;
          const typed = digits.slice(0, capacity);
          expect(maskCaret(mask, typed, typed.length)).toBe(applyMask(mask, typed).length);
        },
      ),
    );
  });
});
