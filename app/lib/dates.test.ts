import { formatDate } from "./dates";

describe("formatDate", () => {
  it("writes dates the Polish way", () => {
    expect(formatDate("2026-09-01")).toBe("01.09.2026");
    expect(formatDate("2030-12-31")).toBe("31.12.2030");
  });
});
