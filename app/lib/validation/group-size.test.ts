import fc from "fast-check";

import { fitsInGroup, GROUP_MESSAGES, groupSizeProblem, pupilCount } from "./group-size";

describe("groupSizeProblem (DOMAIN.md: 12–20 pupils, at least 5 in a disability group)", () => {
  it("accepts 12 to 20 pupils in a group, 5 to 20 in a group of pupils with disabilities", () => {
    expect(groupSizeProblem(6, 6, false)).toBeNull();
    expect(groupSizeProblem(10, 10, false)).toBeNull();
    expect(groupSizeProblem(2, 3, true)).toBeNull();
    expect(groupSizeProblem(20, 0, true)).toBeNull();
  });

  it("refuses too small and too large groups, saying the bounds and the total", () => {
    expect(groupSizeProblem(6, 5, false)).toBe(GROUP_MESSAGES.groupSize(12, 11));
    expect(groupSizeProblem(6, 5, false)).toBe(
      "Grupa musi liczyć od 12 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 11.",
    );
    expect(groupSizeProblem(2, 2, true)).toBe(GROUP_MESSAGES.groupSize(5, 4));
    expect(groupSizeProblem(11, 10, true)).toBe(GROUP_MESSAGES.groupSize(5, 21));
  });

  it("holds exactly when the total is within the bounds, for any counts", () => {
    fc.assert(
      fc.property(fc.nat(40), fc.nat(40), fc.boolean(), (girls, boys, disability) => {
        const total = girls + boys;
        const ok = total >= (disability ? 5 : 12) && total <= 20;
        expect(groupSizeProblem(girls, boys, disability) === null).toBe(ok);
      }),
    );
  });
});

describe("pupilCount", () => {
  it("reads whole numbers from 0 to 20 from a form or JSON", () => {
    expect(pupilCount.parse("0")).toBe(0);
    expect(pupilCount.parse(" 20 ")).toBe(20);
    expect(pupilCount.parse(7)).toBe(7);
  });

  it("refuses fractions, negative numbers, more than 20 and words, in Polish", () => {
    for (const value of ["1,5", "-1", "21", "dużo"]) {
      expect(pupilCount.safeParse(value).error?.issues[0].message).toBe(GROUP_MESSAGES.pupilCount);
    }
    expect(pupilCount.safeParse("").error?.issues[0].message).toBe("To pole jest wymagane");
  });
});

it("caps a class's attendance at the group's largest size", () => {
  expect(fitsInGroup(10, 10)).toBe(true);
  expect(fitsInGroup(11, 10)).toBe(false);
});
