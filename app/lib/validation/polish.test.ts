import { pluralPl } from "./polish";

const results = (count: number) => `${count} ${pluralPl(count, "wynik", "wyniki", "wyników", "wyniku")}`;

describe("pluralPl", () => {
  it("takes Intl's Polish forms: one, 2–4 and their tens, the rest", () => {
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 102, 112, 1000].map(results)).toEqual([
      "0 wyników",
      "1 wynik",
      "2 wyniki",
      "4 wyniki",
      "5 wyników",
      "11 wyników",
      "12 wyników",
      "14 wyników",
      "21 wyników",
      "22 wyniki",
      "25 wyników",
      "101 wyników",
      "102 wyniki",
      "112 wyników",
      "1000 wyników",
    ]);
  });

  it("gives a fraction the genitive singular and a negative count the form of its size", () => {
    expect(results(1.5)).toBe("1.5 wyniku");
    expect(results(-2)).toBe("-2 wyniki");
    expect(pluralPl(Number.NaN, "wynik", "wyniki", "wyników")).toBe("wyników");
  });
});
