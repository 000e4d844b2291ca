import { APPLICATION_ORDER_OPTIONS, NAME_ORDER_OPTIONS, orderOf, pageOf } from "./list-query";

const params = (query: string) => new URLSearchParams(query);

describe("an office list's address", () => {
  it("reads the page, the first one unless a whole number from 1 is given", () => {
    expect(pageOf(params("strona=3"))).toBe(3);
    for (const query of ["", "strona=0", "strona=-2", "strona=abc", "strona=1.5", "strona=999999"]) {
      expect(pageOf(params(query))).toBe(1);
    }
  });

  it("reads the order by its Polish word, the list's default for any other", () => {
    expect(orderOf(params("kolejnosc=szkola"), APPLICATION_ORDER_OPTIONS).order).toBe("school");
    expect(orderOf(params("kolejnosc=najnowsze"), APPLICATION_ORDER_OPTIONS).order).toBe("-arrival");
    expect(orderOf(params("kolejnosc=school"), APPLICATION_ORDER_OPTIONS).order).toBe("arrival");
    expect(orderOf(params("kolejnosc=nazwisko-malejaco"), NAME_ORDER_OPTIONS).order).toBe("-name");
    expect(orderOf(params(""), NAME_ORDER_OPTIONS).order).toBe("name");
  });
});
