import fc from "fast-check";

import { anyText } from "../../../tests/support/arbitraries";
import { itRejectsEach, messages } from "../../../tests/support/validation";
import {
  bankAccount,
  formatBankAccount,
  hasValidNrbChecksum,
  isValidBankAccount,
  normalizeBankAccount,
} from "./bank-account";

// Check digits computed here with BigInt, independently of the module's
// digit-by-digit remainder: 98 − (BBAN + "PL" as 2521 + "00") mod 97.
function makeNrb(bban: string): string {
  const check = 98n - (BigInt(`${bban}252100`) % 97n);
  return check.toString().padStart(2, "0") + bban;
}

// Bank sort codes of real Polish banks (PKO BP, Pekao, mBank, Santander, ING) with made-up client numbers.
const VALID = [
  makeNrb("102010260000010100290055"),
  makeNrb("124000011111222233334444"),
  makeNrb("114020040000300201355387"),
  makeNrb("109010140000071219812874"),
  makeNrb("105000861000009000000000"),
];

describe("known numbers", () => {
  it("the textbook example 61 1090 1014 0000 0712 1981 2874 is valid", () => {
    expect(makeNrb("109010140000071219812874")).toBe("61109010140000071219812874");
    expect(isValidBankAccount("61 1090 1014 0000 0712 1981 2874")).toBe(true);
    expect(isValidBankAccount("PL61109010140000071219812874")).toBe(true);
    expect(isValidBankAccount("pl 61 1090 1014 0000 0712 1981 2874")).toBe(true);
  });

  it.each(VALID)("constructed NRB %s is valid", (nrb) => {
    expect(hasValidNrbChecksum(nrb)).toBe(true);
    expect(bankAccount.parse(formatBankAccount(nrb))).toBe(nrb);
  });

  it.each([
    ["a changed digit", "61 1090 1014 0000 0712 1981 2875"],
    ["changed check digits", "62 1090 1014 0000 0712 1981 2874"],
    ["two swapped digits", "61 1090 1014 0000 0712 1918 2874"],
    ["the check digits of another account", "10 1020 1026 0000 0101 0029 0055"],
  ])("%s fails: %s", (_, nrb) => {
    expect(isValidBankAccount(nrb)).toBe(false);
    expect(messages(bankAccount.safeParse(nrb))).toEqual([
      "Numer rachunku bankowego jest niepoprawny – sprawdź, czy nie ma w nim literówki",
    ]);
  });
});

describe("format", () => {
  itRejectsEach(
    { isValid: isValidBankAccount, schema: bankAccount },
    [
      "6110901014000007121981287",
      "611090101400000712198128745",
      "61-1090-1014-0000-0712-1981-2874",
      "DE61109010140000071219812874",
      "PL 6I 1090 1014 0000 0712 1981 2874",
    ],
    "Wprowadź poprawny numer rachunku bankowego (26 cyfr)",
    "%s is not 26 digits",
  );

  it("asks for a value when blank", () => {
    expect(messages(bankAccount.safeParse("   "))).toEqual(["To pole jest wymagane"]);
  });
});

describe("normalizeBankAccount / formatBankAccount", () => {
  it("normalise to digits only", () => {
    expect(normalizeBankAccount(" PL61 1090 1014 0000 0712 1981 2874 ")).toBe("61109010140000071219812874");
    expect(normalizeBankAccount("61\u00a01090\t1014")).toBe("611090" + "1014");
    expect(normalizeBankAccount("PLPL61")).toBe("PLPL61");
  });

  it("format as the bank prints it", () => {
    expect(formatBankAccount("61109010140000071219812874")).toBe("61 1090 1014 0000 0712 1981 2874");
    expect(formatBankAccount("PL61109010140000071219812874")).toBe("61 1090 1014 0000 0712 1981 2874");
  });

  it("leave anything else as it was", () => {
    expect(formatBankAccount("6110901014")).toBe("6110901014");
    expect(formatBankAccount("nie wiem")).toBe("nie wiem");
  });
});

describe("properties", () => {
  const bban = fc.stringMatching(/^\d{24}$/);

  it("every constructed NRB passes, in any spacing", () => {
    fc.assert(
      fc.property(bban, fc.boolean(), (b, prefix) => {
        const nrb = makeNrb(b);
        const typed = (prefix ? "PL" : "") + formatBankAccount(nrb);
        expect(isValidBankAccount(typed)).toBe(true);
        expect(bankAccount.parse(typed)).toBe(nrb);
      }),
    );
  });

  it("a single changed digit always fails", () => {
    fc.assert(
      fc.property(bban, fc.nat({ max: 25 }), fc.integer({ min: 1, max: 9 }), (b, position, delta) => {
        const nrb = makeNrb(b);
        const typo = nrb.slice(0, position) + ((Number(nrb[position]) + delta) % 10) + nrb.slice(position + 1);
        expect(isValidBankAccount(typo)).toBe(false);
      }),
    );
  });

  it("never throws; normalising and formatting are idempotent", () => {
    const text = fc.oneof(anyText(40), fc.stringMatching(/^(PL)?[\d ]{20,34}$/));
    fc.assert(
      fc.property(text, (value) => {
        bankAccount.safeParse(value);
        const normal = normalizeBankAccount(value);
        expect(normalizeBankAccount(normal)).toBe(normal);
        const formatted = formatBankAccount(value);
        expect(formatBankAccount(formatted)).toBe(formatted);
      }),
    );
  });
});
